import type { ImageKind } from '@pardeh/contract';
import type { DatabaseHandle } from '../db/client.ts';
import type { ImageFiles } from '../images/image-files.ts';
import { recordRenderedArtwork } from './artwork-db.ts';
import { personArtworkKey, titleArtworkKey } from './artwork-key.ts';
import type { PersonArtworkSubject, TitleArtworkSubject } from './artwork-subjects.ts';
import { composeBackdrop, composePoster } from './compose-poster.ts';
import { composeProfile } from './compose-profile.ts';
import { renderArtwork } from './render-artwork.ts';

export type ArtworkJob =
  | { kind: 'poster' | 'backdrop'; subject: TitleArtworkSubject }
  | { kind: 'profile'; subject: PersonArtworkSubject };

export const artworkKeyOf = (job: ArtworkJob): string =>
  job.kind === 'profile' ? personArtworkKey(job.subject) : titleArtworkKey(job.subject, job.kind);

const composeFor = (job: ArtworkJob): string => {
  if (job.kind === 'profile') return composeProfile(job.subject);
  return job.kind === 'poster' ? composePoster(job.subject) : composeBackdrop(job.subject);
};

// A picture asked for by several cards at once (or by a card while the background renderer has
// it) is rendered once: the others wait for the same work.
const inFlight = new Map<string, Promise<string>>();

/**
 * Renders a subject's picture, writes its widths where fetched pictures go (under its own key, so
 * it can never stand in for a real picture's files) and records it; returns the key.
 */
export function storeArtwork(database: DatabaseHandle, files: ImageFiles, job: ArtworkJob): Promise<string> {
  const key = artworkKeyOf(job);
  const flightKey = `${job.kind}/${key}`;
  const running = inFlight.get(flightKey);
  if (running) return running;
  const work = (async () => {
    for (const { width, data } of await renderArtwork(composeFor(job), job.kind as ImageKind)) {
      await files.write(key, width, data);
    }
    await recordRenderedArtwork(database, job.kind, key);
    return key;
  })().finally(() => inFlight.delete(flightKey));
  inFlight.set(flightKey, work);
  return work;
}
