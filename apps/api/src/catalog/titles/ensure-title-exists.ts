import type { DatabaseHandle } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { messages } from '../../messages.ts';
import { titleExists } from './titles-db.ts';

/**
 * 404 for an unknown title, so a broken link is told apart from an empty list beside a title; a
 * title above a kids' profile's `maturityAge` is as unknown.
 */
export async function ensureTitleExists(
  database: DatabaseHandle,
  id: number,
  maturityAge: number | null,
): Promise<void> {
  if (!(await titleExists(database, id, maturityAge))) throw notFound(messages.titleNotFound);
}
