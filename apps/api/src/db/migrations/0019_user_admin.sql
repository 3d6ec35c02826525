-- The operator's user management (#18): blocking an account and changing premium by hand.

-- A blocked user cannot sign in in any way and their sessions are revoked when the block is made.
-- blocked_by is kept null if the operator's account goes; the reason is required with a block.
ALTER TABLE users
  ADD COLUMN blocked_at timestamptz,
  ADD COLUMN block_reason text,
  ADD COLUMN blocked_by integer REFERENCES users (id) ON DELETE SET NULL,
  ADD CONSTRAINT users_block_has_reason CHECK ((blocked_at IS NULL) = (block_reason IS NULL));
CREATE INDEX users_blocked ON users (blocked_at DESC) WHERE blocked_at IS NOT NULL;
CREATE INDEX users_premium_expires_at ON users (premium_expires_at) WHERE premium_expires_at IS NOT NULL;
-- The console searches accounts by any part of the name or address.
CREATE INDEX users_search_trgm ON users USING gin ((name || ' ' || email) gin_trgm_ops);

-- Every manual change to a user's premium: who, when, the expiry before and after, and why.
CREATE TABLE premium_adjustments (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  operator_id integer REFERENCES users (id) ON DELETE SET NULL,
  action text NOT NULL CHECK (action IN ('extend', 'end')),
  days integer CHECK (days BETWEEN 1 AND 3650),
  expires_before timestamptz,
  expires_after timestamptz,
  reason text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT premium_adjustments_days_with_extend CHECK ((action = 'extend') = (days IS NOT NULL))
);
CREATE INDEX premium_adjustments_by_user ON premium_adjustments (user_id, id DESC);
