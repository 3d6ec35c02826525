import { type AdminEpisode, type AdminEpisodePatch, episodeEditableFields } from '@pardeh/contract';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { messages } from '../../messages.ts';
import {
  episodeNumberTaken,
  lockEpisode,
  lockSeason,
  readEpisodeRecord,
  updateEpisodeRow,
} from './admin-seasons-db.ts';
import { editNumberedPart } from './edit-numbered-part.ts';
import { presentAdminEpisode } from './present-admin-title.ts';

/** Edits an episode's names, number, plot, air date or runtime; changed fields are locked. */
export async function updateEpisode(
  db: Database,
  operatorId: number,
  id: number,
  patch: AdminEpisodePatch,
): Promise<AdminEpisode> {
  const found = await readEpisodeRecord(db, id);
  if (!found) throw notFound(messages.adminCatalogue.episodeNotFound);
  await editNumberedPart(db, {
    operatorId,
    id,
    patch,
    fields: episodeEditableFields,
    lock: async (tx) => {
      await lockSeason(tx, found.seasonId);
      return lockEpisode(tx, id);
    },
    numberTaken: (tx, episode, number) => episodeNumberTaken(tx, episode.seasonId, number, id),
    write: (tx, values) => updateEpisodeRow(tx, id, values),
    audit: { action: 'update-episode', targetType: 'episode' },
    notFoundMessage: messages.adminCatalogue.episodeNotFound,
    numberTakenMessage: messages.adminCatalogue.episodeTaken,
  });
  const episode = await readEpisodeRecord(db, id);
  if (!episode) throw notFound(messages.adminCatalogue.episodeNotFound);
  return presentAdminEpisode(episode);
}
