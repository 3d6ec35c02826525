-- Pictures Pardeh renders itself (apps/api/src/artwork/) for titles and people with no real
-- picture. Their key is computed from the subject when a page is answered (artwork-key.ts), so
-- every subject has an address at once; a row here says its files are written, which lets the
-- background renderer resume where it stopped and lets the console count rendered pictures
-- apart from real ones. A real picture never touches these rows: pages name it instead.
CREATE TABLE rendered_artworks (
  kind text NOT NULL CHECK (kind IN ('poster', 'backdrop', 'profile')),
  content_key text NOT NULL CHECK (content_key ~ '^[0-9a-f]{32}$'),
  rendered_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (kind, content_key)
);
