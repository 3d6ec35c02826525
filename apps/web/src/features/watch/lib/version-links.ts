import type { TitleFileSummary, WatchRendition } from '@pardeh/contract';

const qualityRank = (quality: string) => Number.parseInt(quality, 10) || 0;

/**
 * The versions under the player: the one playing, then one link per other language. The playing
 * version's qualities are renditions the player switches between in place, so they get no links
 * of their own; a quality without a rendition (the answer did not join it) keeps its link. Another
 * language opens at the quality playing now when the viewer may play it, else at the best one they
 * may play (the premium prompt when none).
 */
export function versionLinks(
  files: readonly TitleFileSummary[],
  current: TitleFileSummary,
  renditions: readonly WatchRendition[],
  hasPremium: boolean,
): TitleFileSummary[] {
  const joined = new Set(renditions.map((rendition) => rendition.fileId));
  const mayPlay = (file: TitleFileSummary) => hasPremium || !file.premiumOnly;
  const links: TitleFileSummary[] = [current];
  const byLanguage = new Map<TitleFileSummary['language'], TitleFileSummary[]>();
  for (const file of files) {
    if (file.id === current.id || joined.has(file.id)) continue;
    if (file.language === current.language) {
      links.push(file);
      continue;
    }
    byLanguage.set(file.language, [...(byLanguage.get(file.language) ?? []), file]);
  }
  for (const versions of byLanguage.values()) {
    const best = [...versions].sort((a, b) => qualityRank(b.quality) - qualityRank(a.quality));
    const chosen =
      best.find((file) => file.quality === current.quality && mayPlay(file)) ?? best.find(mayPlay) ?? best[0];
    if (chosen) links.push(chosen);
  }
  return links;
}
