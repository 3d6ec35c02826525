import { messages } from '../../messages.ts';
import type { MediaAccess } from './media-access.ts';
import { verifyMediaPass } from './media-pass-token.ts';
import { scopesAround } from './media-scopes.ts';

/** Free media answer to anyone (and may be cached by anyone); premium media to an entitled pass only. */
export type MediaRequestAccess =
  | { kind: 'public' }
  | { kind: 'private' }
  | { kind: 'denied'; message: string };

/**
 * Whether a request for a served `/media/` path may be answered, given the passes it carries: a
 * path inside a premium file's scope needs a pass signed for that scope, not expired, whose user
 * has premium now (not blocked, premium not ended or run out).
 */
export async function checkMediaRequest(
  access: MediaAccess,
  pathname: string,
  passTokens: readonly string[],
): Promise<MediaRequestAccess> {
  const premium = await access.premiumScopes();
  const scopes = scopesAround(pathname).filter((scope) => premium.has(scope));
  if (scopes.length === 0) return { kind: 'public' };
  const key = await access.signingKey();
  const nowSeconds = Math.floor(Date.now() / 1000);
  let passOfUnentitledUser = false;
  for (const scope of scopes) {
    for (const token of passTokens) {
      const pass = verifyMediaPass(key, scope, token, nowSeconds);
      if (!pass) continue;
      if (await access.isEntitled(pass.userId)) return { kind: 'private' };
      passOfUnentitledUser = true;
    }
  }
  return {
    kind: 'denied',
    message: passOfUnentitledUser ? messages.mediaAccess.premiumRequired : messages.mediaAccess.passMissing,
  };
}
