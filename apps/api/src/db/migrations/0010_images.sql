-- Pictures served by Pardeh itself (apps/api/src/images/): every remote picture the catalogue
-- names is a row here, fetched in the background and stored as WebP files under
-- DATA_DIR/images/, named by content_key. Catalogue rows point at their picture's row; a
-- picture is shown (as a Pardeh path) only once its row has a content_key.

-- Only http(s) addresses are fetched; the length keeps a (source_url, kind) index entry within
-- a btree page.
CREATE FUNCTION is_fetchable_image_url(url text) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT url ~ '^https?://' AND octet_length(url) <= 2000
$$;

-- pending: to fetch at next_attempt_at (a worker that takes one moves it past the time it may
-- need, so a crashed worker's picture is taken again later); stored: the files exist;
-- failed: given up after repeated errors, until an operator retries it (`npm run images -- retry`).
CREATE TABLE images (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  source_url text NOT NULL CHECK (is_fetchable_image_url(source_url)),
  kind text NOT NULL CHECK (kind IN ('poster', 'backdrop', 'profile')),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'stored', 'failed')),
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error text,
  -- 32 hex digits of the SHA-256 of the source's bytes: the files' name, so their address
  -- changes whenever their content does and may be cached for ever.
  content_key text CHECK (content_key ~ '^[0-9a-f]{32}$'),
  stored_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (source_url, kind),
  CHECK ((status = 'stored') = (content_key IS NOT NULL))
);
CREATE INDEX images_due ON images (next_attempt_at, id) WHERE status = 'pending';

ALTER TABLE titles
  ADD COLUMN poster_image_id integer REFERENCES images (id) ON DELETE SET NULL,
  ADD COLUMN backdrop_image_id integer REFERENCES images (id) ON DELETE SET NULL;
ALTER TABLE people ADD COLUMN image_id integer REFERENCES images (id) ON DELETE SET NULL;
ALTER TABLE collections ADD COLUMN cover_image_id integer REFERENCES images (id) ON DELETE SET NULL;

-- The row of a remote picture, added (pending) when new; NULL for an address that is not fetched.
CREATE FUNCTION image_id_for(url text, image_kind text) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  found integer;
BEGIN
  IF url IS NULL OR NOT is_fetchable_image_url(url) THEN
    RETURN NULL;
  END IF;
  SELECT id INTO found FROM images WHERE source_url = url AND kind = image_kind;
  IF found IS NULL THEN
    INSERT INTO images (source_url, kind) VALUES (url, image_kind)
    ON CONFLICT (source_url, kind) DO NOTHING RETURNING id INTO found;
  END IF;
  IF found IS NULL THEN -- another transaction added it meanwhile
    SELECT id INTO found FROM images WHERE source_url = url AND kind = image_kind;
  END IF;
  RETURN found;
END $$;

-- Triggers link every writer's addresses (importer, seed, enrichment, hand-written SQL) to their
-- rows in the same transaction. Whether the picture is stored is read when a page is answered,
-- never copied into the catalogue, so nothing goes stale when a picture is stored meanwhile.
CREATE FUNCTION titles_link_images() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.poster_url IS DISTINCT FROM OLD.poster_url THEN
    NEW.poster_image_id := image_id_for(NEW.poster_url, 'poster');
  END IF;
  IF TG_OP = 'INSERT' OR NEW.backdrop_url IS DISTINCT FROM OLD.backdrop_url THEN
    NEW.backdrop_image_id := image_id_for(NEW.backdrop_url, 'backdrop');
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER titles_link_images_on_insert BEFORE INSERT ON titles
  FOR EACH ROW WHEN (NEW.poster_url IS NOT NULL OR NEW.backdrop_url IS NOT NULL)
  EXECUTE FUNCTION titles_link_images();
CREATE TRIGGER titles_link_images_on_update BEFORE UPDATE OF poster_url, backdrop_url ON titles
  FOR EACH ROW WHEN (NEW.poster_url IS DISTINCT FROM OLD.poster_url OR NEW.backdrop_url IS DISTINCT FROM OLD.backdrop_url)
  EXECUTE FUNCTION titles_link_images();

CREATE FUNCTION people_link_image() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.image_id := image_id_for(NEW.image_url, 'profile');
  RETURN NEW;
END $$;
CREATE TRIGGER people_link_image_on_insert BEFORE INSERT ON people
  FOR EACH ROW WHEN (NEW.image_url IS NOT NULL)
  EXECUTE FUNCTION people_link_image();
CREATE TRIGGER people_link_image_on_update BEFORE UPDATE OF image_url ON people
  FOR EACH ROW WHEN (NEW.image_url IS DISTINCT FROM OLD.image_url)
  EXECUTE FUNCTION people_link_image();

-- A collection's cover is a wide picture, stored at the backdrop widths.
CREATE FUNCTION collections_link_cover() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.cover_image_id := image_id_for(NEW.cover_url, 'backdrop');
  RETURN NEW;
END $$;
CREATE TRIGGER collections_link_cover_on_insert BEFORE INSERT ON collections
  FOR EACH ROW WHEN (NEW.cover_url IS NOT NULL)
  EXECUTE FUNCTION collections_link_cover();
CREATE TRIGGER collections_link_cover_on_update BEFORE UPDATE OF cover_url ON collections
  FOR EACH ROW WHEN (NEW.cover_url IS DISTINCT FROM OLD.cover_url)
  EXECUTE FUNCTION collections_link_cover();

-- Addresses stored before this migration.
INSERT INTO images (source_url, kind)
SELECT DISTINCT url, kind FROM (
  SELECT poster_url, 'poster' FROM titles
  UNION ALL SELECT backdrop_url, 'backdrop' FROM titles
  UNION ALL SELECT image_url, 'profile' FROM people
  UNION ALL SELECT cover_url, 'backdrop' FROM collections
) AS used (url, kind)
WHERE is_fetchable_image_url(url);
UPDATE titles t SET poster_image_id = i.id FROM images i WHERE i.kind = 'poster' AND i.source_url = t.poster_url;
UPDATE titles t SET backdrop_image_id = i.id FROM images i WHERE i.kind = 'backdrop' AND i.source_url = t.backdrop_url;
UPDATE people p SET image_id = i.id FROM images i WHERE i.kind = 'profile' AND i.source_url = p.image_url;
UPDATE collections c SET cover_image_id = i.id FROM images i WHERE i.kind = 'backdrop' AND i.source_url = c.cover_url;
