import { isUniqueViolation } from '../../../db/unique-violation.ts';
import { HttpError } from '../../../http/errors.ts';
import { messages } from '../../../messages.ts';
import { slugify } from '../../slugify.ts';

/**
 * The slug of a new collection: its English name's (`/collections/{id}/{slug}` and
 * `/api/collections/{slug}` take only `[a-z0-9-]`), or `collection-{id}` when the name gives none
 * (no English name, or digits only, which would read as an id).
 */
export function collectionSlug(nameEn: string | null | undefined, id: number): string {
  const slug = slugify(nameEn ?? '', '')
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug === '' || /^\d+$/.test(slug) ? `collection-${id}` : slug;
}

/**
 * Runs a write that sets `slug`: when another collection has it (the unique index says so, also
 * for a clash with a concurrent writer) the answer is 409, naming the field to change.
 */
export async function refusingTakenSlug(slug: string, write: () => Promise<void>): Promise<void> {
  try {
    await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const message = messages.adminCollections.slugTaken(slug);
    throw new HttpError(409, message, { slug: [message] });
  }
}
