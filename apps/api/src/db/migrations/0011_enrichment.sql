-- TMDB enrichment (apps/api/src/catalog/enrich/): a title's tagline, and where the background job
-- stands with each title that has an IMDb or TMDB id, so a restart resumes where it stopped and a
-- title TMDB does not know is not asked about again.

ALTER TABLE titles ADD COLUMN tagline_fa text, ADD COLUMN tagline_en text;

-- pending: to do, at next_attempt_at (later after an error); done: filled from TMDB; not_found:
-- TMDB has no such title; failed: given up after repeated errors. The last two wait for an
-- operator's `npm run catalog -- enrich --retry`.
CREATE TABLE title_enrichment (
  title_id integer PRIMARY KEY REFERENCES titles (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'done', 'not_found', 'failed')),
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error text,
  -- The TMDB record the title was filled from, e.g. movie:550 or tv:1399.
  tmdb_id text,
  enriched_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX title_enrichment_due ON title_enrichment (next_attempt_at) WHERE status = 'pending';
