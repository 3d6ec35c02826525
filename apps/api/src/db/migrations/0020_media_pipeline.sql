-- The media pipeline (#18): source videos on their way to the site, the jobs that fetch and
-- transcode them, and the subtitle tracks of playable files.

-- A source video (uploaded, fetched from a URL or read from the import folder) and what the
-- pipeline made of it. Its id names its folder in media storage (`<id>/720p/segment-001.m4s`).
-- Only a ready asset has a file (`title_file_id`) or is the title's trailer: the row of a file is
-- written in the transaction that marks the asset ready, so nothing half-made reaches the site.
CREATE TABLE media_assets (
  id uuid PRIMARY KEY,
  title_id integer NOT NULL REFERENCES titles (id) ON DELETE CASCADE,
  episode_id integer REFERENCES episodes (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('file', 'trailer')),
  language text NOT NULL CHECK (language IN ('original', 'dubbed', 'subtitled')),
  premium_only boolean NOT NULL DEFAULT false,
  source_kind text NOT NULL CHECK (source_kind IN ('upload', 'url', 'path')),
  -- What the operator gave: the uploaded file's name, the URL or the server path.
  source_name text NOT NULL,
  -- The local file the transcoder reads (the finished upload, the downloaded copy or the
  -- import path); null until a URL source is downloaded.
  source_path text,
  source_bytes bigint,
  status text NOT NULL DEFAULT 'queued'
    CHECK (status IN ('queued', 'downloading', 'transcoding', 'ready', 'failed')),
  progress smallint CHECK (progress BETWEEN 0 AND 100),
  -- Why the last try failed, in Persian, for the console.
  error text,
  duration_seconds double precision,
  width integer,
  height integer,
  -- [{ name, width, height, bandwidth, sizeBytes }], best last.
  renditions jsonb NOT NULL DEFAULT '[]',
  size_bytes bigint,
  poster_key text,
  screenshot_keys text[] NOT NULL DEFAULT '{}',
  title_file_id integer UNIQUE REFERENCES title_files (id) ON DELETE SET NULL,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX media_assets_by_title ON media_assets (title_id, created_at DESC);

-- The background work of the pipeline, claimed with FOR UPDATE SKIP LOCKED by any API process.
-- A running job's lease (`locked_at`) is renewed while it runs; one whose runner died is claimed
-- again once the lease is old. Failed tries wait (`run_after`) before the next, up to max_attempts.
CREATE TABLE media_jobs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('download-source', 'transcode')),
  asset_id uuid REFERENCES media_assets (id) ON DELETE CASCADE,
  payload jsonb NOT NULL DEFAULT '{}',
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL DEFAULT 3 CHECK (max_attempts >= 1),
  run_after timestamptz NOT NULL DEFAULT now(),
  locked_at timestamptz,
  locked_by text,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX media_jobs_due ON media_jobs (run_after, id) WHERE status = 'queued';
CREATE INDEX media_jobs_leases ON media_jobs (locked_at) WHERE status = 'running';
CREATE INDEX media_jobs_by_status ON media_jobs (status, id DESC);
CREATE INDEX media_jobs_by_asset ON media_jobs (asset_id);

-- Subtitle tracks of a playable file, stored as WebVTT under `subtitles/<file id>/`.
CREATE TABLE file_subtitles (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  file_id integer NOT NULL REFERENCES title_files (id) ON DELETE CASCADE,
  language text NOT NULL,
  label text NOT NULL,
  storage_key text NOT NULL UNIQUE,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX file_subtitles_by_file ON file_subtitles (file_id, id);
