-- A collection an operator created or edited in the console is theirs: importers leave its
-- fields and its titles as they are (catalog/import/catalog-writer.ts).
ALTER TABLE collections ADD COLUMN operator_curated boolean NOT NULL DEFAULT false;

-- The home page's rows below its first screen (the slideshow and the «تازه‌ها» row stay fixed),
-- in the order the operator gives them in the console (PUT /api/admin/home-rows):
--   listing            a full listing's preview, named by title_fa, its filters in `filters` (the
--                      listing's query parameters as JSON, validated by the contract's schema);
--   collection         a collection's first titles under its own name;
--   coming-soon        the titles on their way;
--   continue-watching  a signed-in user's unfinished titles.
-- Deleting a collection deletes its row.
CREATE TABLE home_rows (
  id serial PRIMARY KEY,
  position integer NOT NULL UNIQUE,
  kind text NOT NULL CHECK (kind IN ('listing', 'collection', 'coming-soon', 'continue-watching')),
  title_fa text,
  filters jsonb,
  collection_id integer REFERENCES collections (id) ON DELETE CASCADE,
  CHECK ((kind = 'listing') = (title_fa IS NOT NULL AND filters IS NOT NULL)),
  CHECK ((kind = 'collection') = (collection_id IS NOT NULL))
);
CREATE INDEX home_rows_collection ON home_rows (collection_id) WHERE collection_id IS NOT NULL;

-- The layout the web app had written in its code until now, so nothing changes for visitors:
-- a signed-in user's continue-watching row (shown above «تازه‌ها» while it heads the list), the
-- best rated, the Persian-dubbed, the coming-soon titles, then the first two collections. A new
-- database has no collections yet: the catalogue's seed adds their rows when it writes them.
INSERT INTO home_rows (position, kind, title_fa, filters) VALUES
  (0, 'continue-watching', NULL, NULL),
  (1, 'listing', 'بیشترین امتیاز', '{"order_by": "rating"}'),
  (2, 'listing', 'دوبله‌ی فارسی', '{"is_dubbed": true}'),
  (3, 'coming-soon', NULL, NULL);
INSERT INTO home_rows (position, kind, collection_id)
  SELECT 3 + row_number() OVER (ORDER BY id), 'collection', id FROM collections ORDER BY id LIMIT 2;
