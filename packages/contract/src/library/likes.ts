import { z } from 'zod';

/** 1 likes, -1 dislikes, 0 takes the caller's like or dislike back. */
export const likeValueSchema = z.union([z.literal(1), z.literal(-1), z.literal(0)]).meta({ id: 'LikeValue' });
export type LikeValue = z.infer<typeof likeValueSchema>;

/** `POST /api/user/like/{id}`: sets the caller's like of a title or a comment (idempotent). */
export const likeBodySchema = z
  .strictObject({ type: z.enum(['title', 'comment']), value: likeValueSchema })
  .meta({ id: 'LikeBody' });
export type LikeBody = z.infer<typeof likeBodySchema>;

/** The like's new state: exact counts after the change and the caller's own value. */
export const likeStateSchema = z
  .strictObject({
    likes: z.number().int().min(0),
    dislikes: z.number().int().min(0),
    like: likeValueSchema,
  })
  .meta({ id: 'LikeState' });
export type LikeState = z.infer<typeof likeStateSchema>;
