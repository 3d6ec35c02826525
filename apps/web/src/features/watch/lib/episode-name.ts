import type { WatchEpisode } from '@pardeh/contract';
import { formatNumber } from '../../../lib/persian.ts';
import { watchMessages as text } from '../messages.ts';

/** «فصل ۱ · قسمت ۲»: where an episode sits in its series. */
export const episodePlace = (episode: Pick<WatchEpisode, 'seasonNumber' | 'number'>): string =>
  `${text.season(formatNumber(episode.seasonNumber))} · ${text.episode(formatNumber(episode.number))}`;

/** The episode's own name, Persian first; null when it has none. */
export const episodeOwnName = (episode: Pick<WatchEpisode, 'nameFa' | 'nameEn'>): string | null =>
  episode.nameFa ?? episode.nameEn;

/** «قسمت ۲: نام قسمت» (or just «قسمت ۲»), as the episode list and the up-next card name it. */
export function episodeTitle(episode: Pick<WatchEpisode, 'number' | 'nameFa' | 'nameEn'>): string {
  const place = text.episode(formatNumber(episode.number));
  const name = episodeOwnName(episode);
  return name ? `${place}: ${name}` : place;
}

/**
 * What the watch page is called: «بریکینگ بد · فصل ۱ · قسمت ۲: نام قسمت» for an episode, the
 * series' name being the title's display name.
 */
export function episodeHeading(seriesName: string, episode: WatchEpisode): string {
  const name = episodeOwnName(episode);
  const place = `${seriesName} · ${episodePlace(episode)}`;
  return name ? `${place}: ${name}` : place;
}
