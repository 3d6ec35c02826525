-- Devices that signed in to an account before, known by a random cookie (OWASP's "device
-- cookies"): their wrong passwords slow down only that device, and no stranger's failures from
-- other addresses ever make them wait (accounts/login-throttle.ts). The cookie's secret is stored
-- only as its SHA-256. A device unused for a year is forgotten (the sweep of http/rate-limits.ts).
CREATE TABLE trusted_devices (
  token_hash text NOT NULL,
  -- Lower-cased, as the login throttle keys it.
  email text NOT NULL,
  last_signed_in_at timestamptz NOT NULL,
  PRIMARY KEY (token_hash, email)
);
CREATE INDEX trusted_devices_last_signed_in_at ON trusted_devices (last_signed_in_at);
