import { type AdminEpisode, type AdminEpisodePatch, episodeEditableFields } from '@pardeh/contract';
import type { Database } from '../../db/client.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { messages } from '../../messages.ts';
import { announceCatalogChange } from '../../realtime/catalog-changes.ts';
import { recordAudit } from '../audit/record-audit.ts';
import {
  episodeNumberTaken,
  isUniqueViolation,
  lockEpisode,
  lockSeason,
  readEpisodeRecord,
  updateEpisodeRow,
} from './admin-seasons-db.ts';
import { changedFields, nextLocks } from './field-changes.ts';
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
  const changed = await db
    .transaction(async (tx) => {
      // The season first, as adding an episode takes it: one renumbering at a time.
      await lockSeason(tx, found.seasonId);
      const episode = await lockEpisode(tx, id);
      if (!episode) throw notFound(messages.adminCatalogue.episodeNotFound);
      const change = changedFields(episode, patch, episodeEditableFields);
      if (change.fields.length === 0) return false;
      const { number } = change.after;
      if (number !== undefined && (await episodeNumberTaken(tx, episode.seasonId, number, id))) {
        throw new HttpError(409, messages.adminCatalogue.episodeTaken(number));
      }
      await updateEpisodeRow(tx, id, {
        ...change.after,
        operatorLocked: nextLocks(episode.lockedFields, change.fields),
      });
      await recordAudit(tx, {
        actorId: operatorId,
        action: 'update-episode',
        targetType: 'episode',
        targetId: id,
        before: change.before,
        after: change.after,
      });
      return true;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error) && patch.number !== undefined) {
        throw new HttpError(409, messages.adminCatalogue.episodeTaken(patch.number));
      }
      throw error;
    });
  if (changed) await announceCatalogChange(db);
  const episode = await readEpisodeRecord(db, id);
  if (!episode) throw notFound(messages.adminCatalogue.episodeNotFound);
  return presentAdminEpisode(episode);
}
