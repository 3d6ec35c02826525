import type { UserRow } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { messages } from '../../messages.ts';
import { listVersionFileAddresses } from './access-db.ts';
import { type MediaAccess, scopesOfFileRows } from './media-access.ts';
import { signMediaPass } from './media-pass-token.ts';

export interface GrantedMediaPass {
  /** One token per premium scope of the version; the route sets each as a cookie on its scope's path. */
  passes: Array<{ scope: string; token: string }>;
  expiresAt: Date;
  lifetimeSeconds: number;
}

/**
 * Passes for every premium scope of a file's version (the file, its sibling qualities, their
 * subtitles and seek previews), so the player can switch quality without asking again. A caller
 * without active premium gets a 403 when the version has anything premium; a version with
 * nothing premium needs no pass (none given).
 */
export async function grantMediaPass(
  access: MediaAccess,
  user: UserRow,
  fileId: number,
): Promise<GrantedMediaPass> {
  const rows = await listVersionFileAddresses(access.db, fileId);
  if (rows.length === 0) throw notFound(messages.media.fileNotFound);
  const premiumRows = rows.filter((row) => row.premiumOnly);
  const hasPremium = user.premiumExpiresAt != null && user.premiumExpiresAt > new Date();
  if (premiumRows.length > 0 && !hasPremium) throw new HttpError(403, messages.mediaAccess.premiumRequired);
  access.rememberUser(user);
  const lifetimeSeconds = access.config.signatureSeconds;
  const expiresAt = Math.floor(Date.now() / 1000) + lifetimeSeconds;
  const key = await access.signingKey();
  const passes = [...scopesOfFileRows(premiumRows)].map((scope) => ({
    scope,
    token: signMediaPass(key, scope, { userId: user.id, expiresAt }),
  }));
  return { passes, expiresAt: new Date(expiresAt * 1000), lifetimeSeconds };
}
