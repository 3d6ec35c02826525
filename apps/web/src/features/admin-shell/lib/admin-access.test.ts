import type { User } from '@pardeh/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { canEnterConsole, refusalOf } from './admin-access.ts';

describe('admin guard', () => {
  it('lets only administrators in', () => {
    expect(canEnterConsole({ isAdmin: true } as User)).toBe(true);
    expect(canEnterConsole({ isAdmin: false } as User)).toBe(false);
    // A user persisted before the flag existed is not an administrator until the server says so.
    expect(canEnterConsole({} as User)).toBe(false);
    expect(canEnterConsole(null)).toBe(false);
  });

  it('reads API refusals: 401 ends the session, 403 takes the access away', () => {
    expect(refusalOf(new ApiError(401, 'x'))).toBe('signed-out');
    expect(refusalOf(new ApiError(403, 'x'))).toBe('forbidden');
    expect(refusalOf(new ApiError(409, 'x'))).toBeUndefined();
    expect(refusalOf(new Error('x'))).toBeUndefined();
  });
});
