-- Searches that found nothing (#31, catalog/search-misses/): the results page's queries that no
-- title matched, as typed, by the other keyboard layout, phonetically or within a typo. One row per
-- normalised text with how often and when it was searched, so the operator console lists what
-- visitors look for and the catalogue lacks. Nothing names who searched: no user, no address.
CREATE TABLE search_misses (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- normalizeSearchText's form, at most 100 characters (search-query.ts's MAX_QUERY_LENGTH).
  query_text text NOT NULL CONSTRAINT search_misses_query_text_unique UNIQUE,
  -- Raised by the upsert itself (count = count + 1), so parallel misses all count.
  count integer NOT NULL DEFAULT 1 CHECK (count > 0),
  first_seen_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT search_misses_query_text_length CHECK (char_length(query_text) BETWEEN 2 AND 100)
);
-- The console's two orders: most searched, and most recently searched.
CREATE INDEX search_misses_by_count ON search_misses (count DESC, last_seen_at DESC, id DESC);
CREATE INDEX search_misses_by_last_seen ON search_misses (last_seen_at DESC, id DESC);
