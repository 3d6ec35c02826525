import { addSampleFiles, type FileRecord } from '../../media/add-sample-files.ts';
import { setDemoFlags } from '../import/catalog-writer-db.ts';
import type { Tx } from '../import/record-table-sql.ts';
import { type DemoCatalogue, mediaSize } from './demo-content.ts';

/** A title's demo flags: what the dubbed and subtitled listings show. */
export interface DemoTitleFlags {
  id: number;
  isDubbed: boolean;
  hasSubtitle: boolean;
}

/** A film (episodeId null) or one episode of a series that plays the committed sample clip. */
export interface PlayableTarget {
  titleId: number;
  episodeId: number | null;
  dubbed: boolean;
  subtitled: boolean;
}

/** Flags to set, what plays, and which titles show the clip's frames as screenshots. */
export interface DemoPlan {
  flags: DemoTitleFlags[];
  playable: PlayableTarget[];
}

/**
 * The films of data/demo-catalogue.json marked dubbed or subtitled. Coming soon is not a demo
 * flag: the shared write path derives it from the release date.
 */
export function filmDemoPlan(demo: DemoCatalogue, idOf: (key: string) => number): DemoPlan {
  const dubbed = new Set(demo.dubbed.map(idOf));
  const subtitled = new Set(demo.subtitled.map(idOf));
  const playable = [...new Set([...dubbed, ...subtitled])];
  return {
    flags: [
      ...playable.map((id) => ({
        id,
        isDubbed: dubbed.has(id),
        hasSubtitle: subtitled.has(id),
      })),
    ],
    playable: playable.map((id) => ({
      titleId: id,
      episodeId: null,
      dubbed: dubbed.has(id),
      subtitled: subtitled.has(id),
    })),
  };
}

/**
 * Writes the plan: flags and the sample trailer on every flagged title, the sample clip's files
 * for every playable film or episode, and the clip's frames as screenshots of their titles.
 * Returns the number of files written.
 */
export async function writeDemoPlan(tx: Tx, demo: DemoCatalogue, plan: DemoPlan): Promise<number> {
  await setDemoFlags(tx, plan.flags, demo.media.trailer);
  const files = sampleFileRows(demo, plan.playable);
  // Screenshots are frames of the sample clip these titles play: honest pictures of what plays.
  const titleIds = [...new Set(plan.playable.map((target) => target.titleId))];
  const screenshots = titleIds.flatMap((id) =>
    demo.media.screenshots.map((frame, position) => ({ title_id: id, url: `/media/${frame}`, position })),
  );
  await addSampleFiles(tx, files, screenshots);
  return files.length;
}

function sampleFileRows(demo: DemoCatalogue, playable: PlayableTarget[]): FileRecord[] {
  const premium = new Set(demo.premiumQualities);
  const languageFile = {
    quality: demo.media.languageFile.quality,
    url: `/media/${demo.media.languageFile.file}`,
    size: mediaSize(demo.media.languageFile.file),
  };
  const originals = demo.media.files.map((file) => ({
    quality: file.quality,
    url: `/media/${file.file}`,
    size: mediaSize(file.file, file.parts),
  }));
  const premiumFile = originals.find((file) => premium.has(file.quality)) ?? languageFile;
  const rows: FileRecord[] = [];
  for (const target of playable) {
    const owner = { title_id: target.titleId, episode_id: target.episodeId };
    for (const file of originals) {
      rows.push({
        ...owner,
        quality: file.quality,
        size_bytes: file.size,
        language: 'original',
        url: file.url,
        premium_only: premium.has(file.quality),
      });
    }
    // Dubbed and subtitled versions are a subscriber's extra, in full HD, on every other demo
    // title. A premium file needs an address of its own (#30): the 720p clip is also everyone's
    // trailer, and a premium address asks for a pass, so the extra plays the premium-only 1080p clip.
    const extraIsPremium = target.titleId % 2 === 0;
    const extraFile = extraIsPremium ? premiumFile : languageFile;
    const languages = [target.dubbed && 'dubbed', target.subtitled && 'subtitled'].filter(
      (language): language is 'dubbed' | 'subtitled' => Boolean(language),
    );
    for (const language of languages) {
      rows.push({
        ...owner,
        quality: extraFile.quality,
        size_bytes: extraFile.size,
        language,
        url: extraFile.url,
        premium_only: extraIsPremium,
      });
    }
  }
  return rows;
}
