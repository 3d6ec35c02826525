-- Screens per plan (#30): how many premium streams one account may play at once, and the plays
-- that hold those screens. A play holds its screen while its player's heartbeat renews
-- `expires_at`; a silent one frees it when that passes. Nothing else counts as "playing".

ALTER TABLE plans ADD COLUMN screens integer NOT NULL DEFAULT 1 CHECK (screens BETWEEN 1 AND 10);
-- The demo plans: longer plans, more screens (operators change them in the console).
UPDATE plans SET screens = CASE
  WHEN duration_days <= 30 THEN 1
  WHEN duration_days <= 90 THEN 2
  WHEN duration_days <= 180 THEN 3
  ELSE 4
END;

-- One premium play on one device. The random id is also what lets the device release its screen
-- with a beacon, which carries no bearer token (routes/stream-slots.ts). A stopped play keeps its
-- row until it expires, so its device's next heartbeat learns it was stopped rather than lost.
CREATE TABLE stream_slots (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  file_id integer NOT NULL REFERENCES title_files (id) ON DELETE CASCADE,
  -- Persian, from the User-Agent when the play started, e.g. «کروم روی اندروید».
  device text NOT NULL CHECK (length(device) BETWEEN 1 AND 100),
  started_at timestamptz NOT NULL DEFAULT now(),
  last_heartbeat_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  -- Set when the account's owner stopped this play from another device.
  stopped_at timestamptz
);
CREATE INDEX stream_slots_by_user ON stream_slots (user_id, expires_at);
