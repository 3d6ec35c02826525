-- Quality-of-experience reports of the player (playback/): one row per play, keyed by the random
-- id the player made for it, so the later reports of a play update its totals and a play counts
-- once. Nothing names the viewer: no user, no address. Rows older than 90 days are pruned
-- (playback/prune-playback-reports.ts).
CREATE TABLE playback_reports (
  session_id uuid PRIMARY KEY,
  title_id integer NOT NULL REFERENCES titles (id) ON DELETE CASCADE,
  file_id integer NOT NULL REFERENCES title_files (id) ON DELETE CASCADE,
  -- Null: the play never showed a frame.
  startup_ms integer,
  rebuffer_count integer NOT NULL,
  rebuffer_ms integer NOT NULL,
  quality_switches integer NOT NULL,
  fatal_error text,
  watch_seconds double precision NOT NULL,
  -- When the play was first reported: the day it counts on.
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX playback_reports_created_at ON playback_reports (created_at);
CREATE INDEX playback_reports_title_created_at ON playback_reports (title_id, created_at);
