ALTER TABLE title_files ADD COLUMN thumbnails_key text;
CREATE TABLE file_markers (id serial PRIMARY KEY, file_id integer NOT NULL REFERENCES title_files(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('intro','recap','credits')), start_seconds real NOT NULL CHECK (start_seconds >= 0),
  end_seconds real NOT NULL CHECK (end_seconds > start_seconds), status text NOT NULL CHECK (status IN ('suggested','confirmed')),
  updated_at timestamptz NOT NULL DEFAULT now(), UNIQUE (file_id, kind));
