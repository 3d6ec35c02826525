-- Title search: every place a word starts in a title's search_text, so a query is looked up as a
-- prefix in a btree instead of through trigrams. A query made of common words ("the f", "on the w")
-- has only common trigrams: the trigram index hands most of the table to a row-by-row recheck,
-- while the run of `word_start LIKE 'the f%'` in this index is as short as the phrase is rare.
--
-- A row per word start holds the rest of search_text from that word, cut to 32 characters (longer
-- queries look up their first 32 and recheck the whole text). Kept in step with titles by
-- statement triggers, so every writer (importer, demo seed, benchmarks' bulk loads) fills it
-- without knowing about it; deleting a title deletes its rows.

CREATE TABLE title_word_starts (
  title_id integer NOT NULL REFERENCES titles (id) ON DELETE CASCADE,
  word_start text COLLATE "C" NOT NULL,
  PRIMARY KEY (word_start, title_id)
);
CREATE INDEX title_word_starts_title ON title_word_starts (title_id);

-- The distinct word starts of a normalized search_text. The " | " between a title's names makes
-- "|" a word of its own; nobody searches from it, so it gets no row (such a query still finds its
-- titles through the trigram index).
CREATE FUNCTION search_word_starts(search_text text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT left(array_to_string(words[position:], ' '), 32)
  FROM string_to_array(search_text, ' ') AS words, generate_subscripts(words, 1) AS position
  WHERE words[position] <> '|'
$$;

CREATE FUNCTION title_word_starts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO title_word_starts (title_id, word_start)
  SELECT inserted.id, word_start FROM inserted_titles inserted, search_word_starts(inserted.search_text) AS word_start;
  RETURN NULL;
END
$$;

CREATE FUNCTION title_word_starts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM title_word_starts w
  USING old_titles o JOIN new_titles n ON n.id = o.id
  WHERE w.title_id = o.id AND n.search_text IS DISTINCT FROM o.search_text;
  INSERT INTO title_word_starts (title_id, word_start)
  SELECT n.id, word_start
  FROM old_titles o JOIN new_titles n ON n.id = o.id, search_word_starts(n.search_text) AS word_start
  WHERE n.search_text IS DISTINCT FROM o.search_text;
  RETURN NULL;
END
$$;

CREATE TRIGGER title_word_starts_after_insert AFTER INSERT ON titles
  REFERENCING NEW TABLE AS inserted_titles
  FOR EACH STATEMENT EXECUTE FUNCTION title_word_starts_after_insert();
CREATE TRIGGER title_word_starts_after_update AFTER UPDATE ON titles
  REFERENCING OLD TABLE AS old_titles NEW TABLE AS new_titles
  FOR EACH STATEMENT EXECUTE FUNCTION title_word_starts_after_update();

-- Titles that exist already.
INSERT INTO title_word_starts (title_id, word_start)
SELECT t.id, word_start FROM titles t, search_word_starts(t.search_text) AS word_start;
