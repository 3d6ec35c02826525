-- Accounts: users, their sign-in sessions, and single-use tokens (password reset, sign-in links).
-- Secrets are never stored: sessions and one-time tokens keep only the SHA-256 of their random part.

CREATE TABLE users (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL,
  -- argon2id in its encoded form ($argon2id$v=19$m=…,t=…,p=…$salt$hash): parameters travel with it.
  password_hash text NOT NULL,
  is_admin boolean NOT NULL DEFAULT false,
  new_notifications boolean NOT NULL DEFAULT false,
  -- Plans arrive with the premium work; the foreign key is added then.
  premium_plan_id integer,
  premium_expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- Addresses are unique whatever their case; the original spelling is kept for display and mail.
CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email));

CREATE TABLE sessions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL,
  user_agent text,
  ip text,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessions_live_by_user ON sessions (user_id) WHERE revoked_at IS NULL;

CREATE TABLE one_time_tokens (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('password_reset', 'login')),
  token_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX one_time_tokens_unused_by_user ON one_time_tokens (user_id, kind) WHERE used_at IS NULL;
