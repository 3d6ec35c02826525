import type { Comment } from '@pardeh/contract';
import { describe, expect, it } from 'vitest';
import { updateComment, withViewerLike } from './comment-likes.ts';

const comment = (fields: Partial<Comment>): Comment => ({
  id: 1,
  titleId: 7,
  parentId: null,
  author: { id: 3, name: 'سارا' },
  body: 'متن',
  deleted: false,
  spoiler: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  likes: 0,
  dislikes: 0,
  like: 0,
  isOwn: false,
  ...fields,
});

describe('withViewerLike', () => {
  it('adds, switches and takes back the viewer’s own like only', () => {
    expect(withViewerLike(comment({ likes: 4 }), 1)).toMatchObject({ likes: 5, dislikes: 0, like: 1 });
    expect(withViewerLike(comment({ likes: 5, dislikes: 2, like: 1 }), -1)).toMatchObject({
      likes: 4,
      dislikes: 3,
      like: -1,
    });
    expect(withViewerLike(comment({ dislikes: 1, like: -1 }), 0)).toMatchObject({
      likes: 0,
      dislikes: 0,
      like: 0,
    });
    expect(withViewerLike(comment({ likes: 2, like: 1 }), 1)).toMatchObject({ likes: 2, like: 1 });
  });
});

describe('updateComment', () => {
  it('changes a reply or a top-level comment in any cached page, nothing else', () => {
    const reply = comment({ id: 2, parentId: 1 });
    const data = {
      pageParams: [1],
      pages: [
        {
          data: [{ ...comment({}), replies: [reply] }],
          meta: { page: 1, perPage: 10, total: 1, lastPage: 1 },
          canComment: true,
        },
      ],
    };
    const liked = updateComment(data, 2, (item) => withViewerLike(item, 1));
    expect(liked?.pages[0]?.data[0]?.replies[0]?.likes).toBe(1);
    expect(liked?.pages[0]?.data[0]?.likes).toBe(0);
    const top = updateComment(data, 1, (item) => withViewerLike(item, -1));
    expect(top?.pages[0]?.data[0]).toMatchObject({ dislikes: 1, like: -1, replies: [reply] });
    expect(updateComment(undefined, 1, (item) => item)).toBeUndefined();
  });
});
