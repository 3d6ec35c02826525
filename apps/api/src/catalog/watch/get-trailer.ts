import type { Trailer, WatchTitle } from '@pardeh/contract';
import type { DatabaseHandle } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { messages } from '../../messages.ts';
import { presentWatchTitle } from '../presenters/watch-presenter.ts';
import { findWatchTitle } from './watch-db.ts';

/** A title that exists but has no trailer: its 404 names it, so the trailer page can link back to it. */
export class TrailerMissing extends Error {
  constructor(readonly title: WatchTitle) {
    super(messages.trailerNotFound);
  }
}

/** A title's trailer, the title found by IMDb id or Pardeh id (a 404 above a kids' profile's `maturityAge`). */
export async function getTrailer(
  database: DatabaseHandle,
  titleKey: string,
  maturityAge: number | null,
): Promise<Trailer> {
  const title = await findWatchTitle(database, titleKey, maturityAge);
  if (!title) throw notFound(messages.titleNotFound);
  if (!title.trailer_url) throw new TrailerMissing(presentWatchTitle(title));
  return { title: presentWatchTitle(title), url: title.trailer_url };
}
