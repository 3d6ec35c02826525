import type { LikeValue } from '@pardeh/contract';

interface LikeCounts {
  likes: number;
  dislikes: number;
}

/** The counts once the caller's like moves from `from` to `to`, for an optimistic update. */
export function countsAfterLike({ likes, dislikes }: LikeCounts, from: LikeValue, to: LikeValue): LikeCounts {
  const delta = (value: LikeValue) => (to === value ? 1 : 0) - (from === value ? 1 : 0);
  return { likes: Math.max(0, likes + delta(1)), dislikes: Math.max(0, dislikes + delta(-1)) };
}
