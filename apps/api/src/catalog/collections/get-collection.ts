import type { Collection, CollectionWithTitles } from '@pardeh/contract';
import type { DatabaseHandle } from '../../db/client.ts';
import { presentCollection } from '../presenters/collection-presenter.ts';
import { presentTitleResult } from '../presenters/title-presenter.ts';
import { findCollectionTitles } from './collections-db.ts';
import { findCollectionOrFail } from './find-collection-or-fail.ts';

/** How many titles `withTitles` brings along: a home-page row's worth. */
const PREVIEW_TITLES = 20;

/** A collection by id or slug, optionally with its first titles (a home-page row shows them). */
export async function getCollection(
  database: DatabaseHandle,
  idOrSlug: string,
  { withTitles }: { withTitles: boolean },
  maturityAge: number | null,
): Promise<Collection | CollectionWithTitles> {
  const collection = await findCollectionOrFail(database, idOrSlug, maturityAge);
  if (!withTitles) return presentCollection(collection);
  const titles = await findCollectionTitles(database, collection.id, 1, PREVIEW_TITLES, maturityAge);
  return { ...presentCollection(collection), titles: titles.map(presentTitleResult) };
}
