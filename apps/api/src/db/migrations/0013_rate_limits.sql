-- Rate limits and failed logins live in the database, so every API instance on one PostgreSQL
-- counts the same attempts (issue #17). Both tables are small and self-cleaning: a sweep every few
-- minutes deletes what has expired (http/rate-limits.ts).

-- Fixed-window counters of @fastify/rate-limit (http/rate-limit-store.ts) and of the per-email
-- ceiling on failed logins. A key names its action and subject, e.g. 'login:ip:203.0.113.7'.
CREATE TABLE rate_limit_counters (
  key text PRIMARY KEY,
  count integer NOT NULL CHECK (count >= 0),
  expires_at timestamptz NOT NULL
);

-- Failed password logins per (email, client network): the progressive delay of
-- accounts/login-throttle.ts. A successful login from that client deletes its row.
CREATE TABLE login_failures (
  -- Lower-cased, as typed: unknown addresses are throttled the same as known ones.
  email text NOT NULL,
  -- The client's IPv4 address or IPv6 /64 network (http/rate-limits.ts, clientNetwork).
  client text NOT NULL,
  failures integer NOT NULL CHECK (failures >= 0),
  last_failed_at timestamptz NOT NULL,
  PRIMARY KEY (email, client)
);
