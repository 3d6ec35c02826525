import { randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { findUserById } from '../../accounts/find-user.ts';
import type { MediaAccessConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { mediaUrl } from '../storage/media-storage.ts';
import { ensureSigningKey, type FileAddressRow, listPremiumFileAddresses } from './access-db.ts';
import { scopeOfMediaUrl } from './media-scopes.ts';

/**
 * What every media access decision of one server shares: the signing key, and short in-process
 * memories of which scopes are premium and which users are entitled (`MEDIA_ACCESS_CACHE_SECONDS`:
 * an operator ending someone's premium, or making a file premium, takes effect within it).
 */
export interface MediaAccess {
  db: Database;
  config: MediaAccessConfig;
  signingKey(): Promise<Buffer>;
  premiumScopes(): Promise<ReadonlySet<string>>;
  isEntitled(userId: number): Promise<boolean>;
  /** Replaces what is remembered of a user with a row just read (a pass granted after buying premium works at once). */
  rememberUser(user: Pick<UserRow, 'id' | 'premiumExpiresAt' | 'blockedAt'>): void;
}

const MAX_USERS = 50_000;

/** Every scope a file's rows open: the file's own, its thumbnail track's and its subtitles'. */
export function scopesOfFileRows(rows: FileAddressRow[]): Set<string> {
  const scopes = new Set<string>();
  for (const row of rows) {
    for (const address of [
      row.url,
      row.thumbnailsKey && mediaUrl(row.thumbnailsKey),
      row.subtitleKey && mediaUrl(row.subtitleKey),
    ]) {
      const scope = address ? scopeOfMediaUrl(address) : null;
      if (scope) scopes.add(scope);
    }
  }
  return scopes;
}

/** A value read again after `seconds` (every time with 0), one read at a time. */
function remembered<T>(seconds: number, read: () => Promise<T>): () => Promise<T> {
  let value: { at: number; promise: Promise<T> } | null = null;
  return () => {
    const now = Date.now();
    if (!value || now - value.at >= seconds * 1000) {
      const promise = read();
      value = { at: now, promise };
      promise.catch(() => {
        if (value?.promise === promise) value = null;
      });
    }
    return value.promise;
  };
}

export function createMediaAccess(db: Database, config: MediaAccessConfig): MediaAccess {
  const signingKey = remembered(Number.POSITIVE_INFINITY, async () =>
    config.signingKey !== null
      ? Buffer.from(config.signingKey, 'utf8')
      : Buffer.from(await ensureSigningKey(db, randomBytes(32).toString('hex')), 'hex'),
  );
  const premiumScopes = remembered(config.cacheSeconds, async () =>
    scopesOfFileRows(await listPremiumFileAddresses(db)),
  );
  const entitlementOf = (user: Pick<UserRow, 'premiumExpiresAt' | 'blockedAt'> | undefined) => ({
    premiumExpiresAt: user && !user.blockedAt ? user.premiumExpiresAt : null,
  });
  const readEntitlement = async (userId: number) => entitlementOf(await findUserById(db, userId));
  const users = new LRUCache<number, { premiumExpiresAt: Date | null }>({
    max: MAX_USERS,
    ttl: Math.max(1, config.cacheSeconds * 1000),
    fetchMethod: readEntitlement,
  });
  return {
    db,
    config,
    signingKey,
    premiumScopes,
    async isEntitled(userId) {
      const entry = config.cacheSeconds === 0 ? await readEntitlement(userId) : await users.fetch(userId);
      // Compared now, not when read: a premium that runs out ends on time even while remembered.
      return entry?.premiumExpiresAt != null && entry.premiumExpiresAt > new Date();
    },
    rememberUser(user) {
      if (config.cacheSeconds > 0) users.set(user.id, entitlementOf(user));
    },
  };
}
