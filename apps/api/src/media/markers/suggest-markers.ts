import { DETECTION_WINDOW_SECONDS, type Span } from './detect-gaps.ts';

export interface SuggestedMarker extends Span {
  kind: 'intro' | 'credits';
}

/** A gap this close to the start is opening black, not the end of an intro. */
const OPENING_SECONDS = 0.5;
/** An intro is at least this long, and so are credits. */
const MIN_INTRO_SECONDS = 10;
const MIN_CREDITS_SECONDS = 10;
/** How far an intro may be from the season's usual length and still count as "the same". */
const SEASON_TOLERANCE = (seconds: number) => Math.max(3, seconds * 0.1);

/**
 * Intro and credits from the black+silent gaps of a source (the heuristic, kept simple; an
 * operator confirms or corrects it in the console):
 *
 * - Content starts at 0, or after a gap right at the start (opening black).
 * - **Intro**: from there to the end of a gap that comes after at least 10 s of content and
 *   starts within the first five minutes (or the first half of a short source). The first such
 *   gap, unless the season's other episodes have an intro (`seasonIntroSeconds`): then the gap
 *   giving the closest length, if within 10 % (at least 3 s) of it.
 * - **Credits**: from the start of the last gap in the last five minutes (or the second half)
 *   that leaves at least 10 s before the end, to the end: the latest fade out is the likeliest
 *   start of the credits, and suggesting less to skip is the safer mistake.
 */
export function suggestMarkers(options: {
  durationSeconds: number;
  gaps: Span[];
  seasonIntroSeconds: number | null;
}): SuggestedMarker[] {
  const { durationSeconds, gaps, seasonIntroSeconds } = options;
  const window = Math.min(DETECTION_WINDOW_SECONDS, durationSeconds / 2);
  const opening = gaps.find((gap) => gap.start <= OPENING_SECONDS);
  const contentStart = opening?.end ?? 0;
  const introEnds = gaps.filter(
    (gap) => gap !== opening && gap.start >= contentStart + MIN_INTRO_SECONDS && gap.start <= window,
  );
  const suggestions: SuggestedMarker[] = [];
  const intro = chooseIntroEnd(introEnds, contentStart, seasonIntroSeconds);
  if (intro) suggestions.push({ kind: 'intro', start: contentStart, end: intro.end });
  const creditsStart = gaps.findLast(
    (gap) =>
      gap.start >= durationSeconds - window &&
      gap.start <= durationSeconds - MIN_CREDITS_SECONDS &&
      (!intro || gap.start >= intro.end),
  );
  if (creditsStart) suggestions.push({ kind: 'credits', start: creditsStart.start, end: durationSeconds });
  return suggestions;
}

function chooseIntroEnd(candidates: Span[], contentStart: number, seasonIntroSeconds: number | null) {
  if (seasonIntroSeconds === null) return candidates[0];
  const distance = (gap: Span) => Math.abs(gap.end - contentStart - seasonIntroSeconds);
  const closest = candidates.toSorted((a, b) => distance(a) - distance(b))[0];
  return closest && distance(closest) <= SEASON_TOLERANCE(seasonIntroSeconds) ? closest : candidates[0];
}
