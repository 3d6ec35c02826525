import type { Genre } from '@pardeh/contract';

/** Where a category leads: the home listing filtered by that genre. */
export const genreListingPath = (genre: Pick<Genre, 'id'>): string => `/?genre=${genre.id}`;

/**
 * Colours of a genre's tile. Hand-picked for the well-known genres so each reads like its mood
 * (red for horror, gold for comedy…); any other genre gets a hue derived from its slug.
 */
const moodHues: Record<string, number> = {
  action: 14,
  adventure: 32,
  animation: 280,
  comedy: 45,
  crime: 350,
  documentary: 190,
  drama: 220,
  family: 95,
  fantasy: 265,
  horror: 0,
  music: 305,
  musical: 320,
  mystery: 240,
  romance: 335,
  'science-fiction': 180,
  thriller: 200,
  war: 75,
  western: 25,
  history: 38,
  biography: 160,
};

export function genreHue(slug: string): number {
  const known = moodHues[slug];
  if (known !== undefined) return known;
  let hash = 0;
  for (const char of slug) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return hash;
}

export function genreTileBackground(slug: string): string {
  const hue = genreHue(slug);
  return [
    `radial-gradient(120% 90% at 100% 0%, hsl(${hue} 70% 45% / 0.55) 0%, transparent 60%)`,
    `radial-gradient(90% 80% at 0% 100%, hsl(${(hue + 40) % 360} 60% 30% / 0.5) 0%, transparent 70%)`,
    `linear-gradient(160deg, hsl(${hue} 30% 16%) 0%, hsl(${hue} 25% 8%) 100%)`,
  ].join(', ');
}

/** Genres with titles first (already largest first from the API), then the empty ones. */
export function splitByContent(genres: readonly Genre[]): { filled: Genre[]; empty: Genre[] } {
  return {
    filled: genres.filter((genre) => genre.titlesCount > 0),
    empty: genres.filter((genre) => genre.titlesCount === 0),
  };
}
