-- Typos in title search (#31): the catalogue's own words, so a query word no title has can be
-- corrected to the one it was meant as ("rocyy" → "rocky", «ماتیکس» → «ماتریکس»). A symmetric-delete
-- index (SymSpell's idea): each word of four letters or more is stored with every spelling one
-- letter shorter; a query word's own deletions (two for words of eight letters or more) looked up
-- among them give every word within reach, which catalog/search/correct-typos.ts then measures
-- exactly. Exact lookups in a btree, so the cost does not grow with the catalogue.
--
-- Kept by statement triggers on titles like title_word_starts (migration 0007), so every writer
-- fills it without knowing about it. A word whose last title is deleted or renamed stays: at worst
-- a correction to it finds nothing, and the search goes on to its next step.

CREATE TABLE title_words (
  word text COLLATE "C" PRIMARY KEY
);

CREATE TABLE title_word_variants (
  variant text COLLATE "C" NOT NULL,
  word text COLLATE "C" NOT NULL REFERENCES title_words (word) ON DELETE CASCADE,
  PRIMARY KEY (variant, word)
);

-- The words of a normalized search_text that typos are corrected to: four letters or more, not
-- all digits. Apostrophes join and anything but letters and digits separates, as phonetic_key
-- (migration 0030) reads a word; search-words.ts splits a query the same way.
CREATE FUNCTION search_words(search_text text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT DISTINCT word
  FROM regexp_split_to_table(regexp_replace(search_text, '[''`´‘’ʼʻ]', '', 'g'), '[^a-z0-9ء-ۿ]+') AS word
  WHERE length(word) >= 4 AND word !~ '^[0-9]+$'
$$;

-- A word and every spelling of it one letter shorter.
CREATE FUNCTION word_deletions(word text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT word UNION SELECT overlay(word PLACING '' FROM position FOR 1) FROM generate_series(1, length(word)) AS position
$$;

-- Words not seen before, in a fixed order (two imports at once then lock them alike), with their
-- deletions. Only the words inserted come back from the first insert: those get variants.
CREATE FUNCTION add_title_words(texts text[]) RETURNS void LANGUAGE sql AS $$
  WITH added AS (
    INSERT INTO title_words (word)
    SELECT DISTINCT word FROM unnest(texts) AS search_text, search_words(search_text) AS word ORDER BY word
    ON CONFLICT (word) DO NOTHING
    RETURNING word
  )
  INSERT INTO title_word_variants (variant, word)
  SELECT variant, added.word FROM added, word_deletions(added.word) AS variant
$$;

CREATE FUNCTION title_words_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM add_title_words(ARRAY(SELECT search_text FROM inserted_titles));
  RETURN NULL;
END
$$;

CREATE FUNCTION title_words_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM add_title_words(ARRAY(
    SELECT n.search_text FROM old_titles o JOIN new_titles n ON n.id = o.id
    WHERE n.search_text IS DISTINCT FROM o.search_text
  ));
  RETURN NULL;
END
$$;

CREATE TRIGGER title_words_after_insert AFTER INSERT ON titles
  REFERENCING NEW TABLE AS inserted_titles
  FOR EACH STATEMENT EXECUTE FUNCTION title_words_after_insert();
CREATE TRIGGER title_words_after_update AFTER UPDATE ON titles
  REFERENCING OLD TABLE AS old_titles NEW TABLE AS new_titles
  FOR EACH STATEMENT EXECUTE FUNCTION title_words_after_update();

-- Titles that exist already.
SELECT add_title_words(ARRAY(SELECT search_text FROM titles));
