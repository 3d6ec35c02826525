-- Entitlement on every byte (#30).
-- Keys are hex text: the same value through PGlite and pg, no bytea conversions.
-- The key that signs media passes, made once by the first server that needs it (unless
-- MEDIA_SIGNING_KEY is set), so every instance and restart signs and checks with the same key.
CREATE TABLE media_signing_keys (
  id smallint PRIMARY KEY CHECK (id = 1),
  key text NOT NULL CHECK (key ~ '^[0-9a-f]{64}$'),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The AES-128 key of each HLS stream the pipeline encrypted, by its storage prefix
-- (`<asset>/<stream>`): served by /media/<asset>/<stream>/key under the stream's own access rules.
CREATE TABLE media_stream_keys (
  stream_prefix text PRIMARY KEY,
  asset_id uuid NOT NULL REFERENCES media_assets (id) ON DELETE CASCADE,
  key text NOT NULL CHECK (key ~ '^[0-9a-f]{32}$')
);
CREATE INDEX media_stream_keys_asset ON media_stream_keys (asset_id);
