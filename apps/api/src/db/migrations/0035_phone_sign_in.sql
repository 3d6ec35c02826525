-- Sign-in with an Iranian mobile number (#34). An account has an email, a number, or both; one
-- opened with a number has no password (it signs in by SMS code, or by email link once it adds an
-- address), so email and password_hash become optional.
ALTER TABLE users ALTER COLUMN email DROP NOT NULL;
ALTER TABLE users ALTER COLUMN password_hash DROP NOT NULL;
-- E.164 (+989xxxxxxxxx), the one form the contract's phoneSchema normalises every input to.
ALTER TABLE users ADD COLUMN phone text;
CREATE UNIQUE INDEX users_phone_key ON users (phone);
ALTER TABLE users ADD CONSTRAINT users_email_or_phone CHECK (email IS NOT NULL OR phone IS NOT NULL);

-- One-time SMS codes: stored as a salted SHA-256 only, valid for minutes, a few tries each, used
-- once. 'sign_in' codes sign in (or open) the number's account; 'add_phone' codes add the number
-- to user_id's account. A new code for a (number, purpose) voids the older ones.
CREATE TABLE phone_codes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  phone text NOT NULL,
  purpose text NOT NULL CHECK (purpose IN ('sign_in', 'add_phone')),
  user_id integer REFERENCES users (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  tries integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  CHECK ((purpose = 'add_phone') = (user_id IS NOT NULL))
);
CREATE INDEX phone_codes_unused_by_phone ON phone_codes (phone, purpose) WHERE used_at IS NULL;
CREATE INDEX phone_codes_created_at ON phone_codes (created_at);

-- Adding an address to an account: a one-time token of its own kind that carries the address.
ALTER TABLE one_time_tokens DROP CONSTRAINT one_time_tokens_kind_check;
ALTER TABLE one_time_tokens ADD CONSTRAINT one_time_tokens_kind_check
  CHECK (kind IN ('password_reset', 'login', 'add_email'));
ALTER TABLE one_time_tokens ADD COLUMN email text;

-- The console's account search covers the number too (and still finds accounts without an email).
DROP INDEX users_search_trgm;
CREATE INDEX users_search_trgm ON users
  USING gin ((name || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '')) gin_trgm_ops);
