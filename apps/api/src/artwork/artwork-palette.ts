/**
 * The colours of a rendered picture: `deep` fills the background, `glow` lights the motif, `accent`
 * marks the rule above the title and the label. Dark grounds, because the site is dark.
 */
export interface Palette {
  deep: string;
  glow: string;
  accent: string;
}

const palettes: Record<string, Palette> = {
  horror: { deep: '#1a0508', glow: '#8b0d1a', accent: '#ff4d5e' },
  thriller: { deep: '#0a1218', glow: '#1f5a6e', accent: '#5ad1e6' },
  crime: { deep: '#120f0a', glow: '#6b4a12', accent: '#f0b43c' },
  'film-noir': { deep: '#0c0c0c', glow: '#4a4a4a', accent: '#e8e2d4' },
  mystery: { deep: '#0d0a1c', glow: '#3b2a7a', accent: '#a992ff' },
  'science-fiction': { deep: '#03121c', glow: '#0b5c7a', accent: '#3ee6ff' },
  fantasy: { deep: '#120a1e', glow: '#5e2a8c', accent: '#e07bff' },
  animation: { deep: '#0b1630', glow: '#2f6fd6', accent: '#ffcf4a' },
  kids: { deep: '#0c1a2c', glow: '#2f8fd6', accent: '#ffd84a' },
  family: { deep: '#101a14', glow: '#3f8a5a', accent: '#ffd27a' },
  comedy: { deep: '#1c1206', glow: '#c07a12', accent: '#ffd23f' },
  romance: { deep: '#1c0712', glow: '#a3224f', accent: '#ff8fb3' },
  war: { deep: '#111208', glow: '#5a5a2a', accent: '#d9c58a' },
  history: { deep: '#170f08', glow: '#7a4a22', accent: '#e6b980' },
  western: { deep: '#1a0e06', glow: '#9a4a18', accent: '#ffb070' },
  documentary: { deep: '#0a1410', glow: '#2a6a52', accent: '#8fe3c0' },
  biography: { deep: '#14100c', glow: '#6a5234', accent: '#f2d3a6' },
  music: { deep: '#150a1a', glow: '#8a2a8a', accent: '#ff7ae0' },
  musical: { deep: '#150a1a', glow: '#8a2a8a', accent: '#ff7ae0' },
  action: { deep: '#1a0a04', glow: '#b2400c', accent: '#ff8a3d' },
  adventure: { deep: '#06141a', glow: '#1c7a6a', accent: '#7df0c4' },
  sport: { deep: '#06101c', glow: '#1c5aa8', accent: '#7ab8ff' },
  filmfarsi: { deep: '#1a0c08', glow: '#a0402a', accent: '#ffc38a' },
  drama: { deep: '#0e0d16', glow: '#3f3a6a', accent: '#d8c8ff' },
};

/** Palettes for titles with no genre here, and for people, chosen by the subject's id. */
const neutral: Palette[] = [
  { deep: '#0d1016', glow: '#2c3e5a', accent: '#9cc2ff' },
  { deep: '#120e0c', glow: '#5a3f2c', accent: '#ffc79c' },
  { deep: '#0c1210', glow: '#2c5a48', accent: '#9cffd6' },
  { deep: '#140c14', glow: '#5a2c52', accent: '#ff9cf0' },
  { deep: '#10100c', glow: '#4f4f2a', accent: '#f2ec9c' },
];

/**
 * Genres that say most about a picture's mood come first: a horror drama looks like horror, a
 * drama is drama only when nothing more telling is there.
 */
const precedence = [
  'horror',
  'animation',
  'kids',
  'science-fiction',
  'fantasy',
  'film-noir',
  'war',
  'western',
  'documentary',
  'musical',
  'music',
  'romance',
  'comedy',
  'crime',
  'thriller',
  'mystery',
  'history',
  'biography',
  'sport',
  'filmfarsi',
  'adventure',
  'action',
  'family',
  'drama',
];

/** The genre whose palette a title gets, or null when none of its genres has one. */
export function leadingGenre(genreSlugs: readonly string[]): string | null {
  return precedence.find((slug) => genreSlugs.includes(slug)) ?? null;
}

export function paletteFor(genreSlugs: readonly string[], seed: number): Palette {
  const genre = leadingGenre(genreSlugs);
  return genre ? (palettes[genre] as Palette) : (neutral[seed % neutral.length] as Palette);
}

export const neutralPalette = (seed: number): Palette => neutral[seed % neutral.length] as Palette;
