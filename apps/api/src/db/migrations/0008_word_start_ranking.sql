-- Title search ranks word-start matches inside the index. Until now a query with a few hundred
-- word-start matches ("house", "me", "ستاره") fetched every one of those titles by id (a random
-- heap read each) only to rank them and keep ten. Each title_word_starts row now carries what
-- ranking needs, so one index-only scan of the query's prefix range ranks the matches and only
-- the ten best titles are read:
-- - name_length: the length of the name (one of the " | "-separated names in search_text) that
--   starts at this word, or null when no name starts here. A query of n characters (n <= 32, the
--   stored length) whose prefix range holds this row is the whole name when name_length = n
--   (rank 0), the start of the name when name_length > n (rank 1), else a word start (rank 2).
-- - votes: the title's imdb_votes, the tie-break within a rank, kept in step by the triggers.

-- Every row is rebuilt below (name_length needs the text), so drop them and the old key now
-- rather than maintain the index row by row.
TRUNCATE title_word_starts;
ALTER TABLE title_word_starts DROP CONSTRAINT title_word_starts_pkey;
ALTER TABLE title_word_starts ADD COLUMN name_length integer, ADD COLUMN votes integer;

-- The distinct word starts of a normalized search_text (the rest of it from that word, cut to 32
-- characters), each with the length of the name starting there. The " | " between names makes
-- "|" a word of its own: nobody searches from it, so it gets no row, and the word after it starts
-- a name. Two starts whose first 32 characters agree make one row; it keeps the longer name.
CREATE FUNCTION title_word_starts_of(search_text text)
RETURNS TABLE (word_start text, name_length integer)
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT left(rest, 32),
    max(CASE WHEN position = 1 OR words[position - 1] = '|' THEN length(split_part(rest, ' | ', 1)) END)
  FROM string_to_array(search_text, ' ') AS words, generate_subscripts(words, 1) AS position,
    array_to_string(words[position:], ' ') AS rest
  WHERE words[position] <> '|'
  GROUP BY 1
$$;

CREATE OR REPLACE FUNCTION title_word_starts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO title_word_starts (title_id, word_start, name_length, votes)
  SELECT inserted.id, s.word_start, s.name_length, inserted.imdb_votes
  FROM inserted_titles inserted, title_word_starts_of(inserted.search_text) AS s;
  RETURN NULL;
END
$$;

-- New text: new rows. Same text, new votes (every import that refreshes IMDb figures): the
-- rows' votes only.
CREATE OR REPLACE FUNCTION title_word_starts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM title_word_starts w
  USING old_titles o JOIN new_titles n ON n.id = o.id
  WHERE w.title_id = o.id AND n.search_text IS DISTINCT FROM o.search_text;
  INSERT INTO title_word_starts (title_id, word_start, name_length, votes)
  SELECT n.id, s.word_start, s.name_length, n.imdb_votes
  FROM old_titles o JOIN new_titles n ON n.id = o.id, title_word_starts_of(n.search_text) AS s
  WHERE n.search_text IS DISTINCT FROM o.search_text;
  UPDATE title_word_starts w SET votes = n.imdb_votes
  FROM old_titles o JOIN new_titles n ON n.id = o.id
  WHERE w.title_id = n.id AND n.search_text IS NOT DISTINCT FROM o.search_text
    AND n.imdb_votes IS DISTINCT FROM o.imdb_votes;
  RETURN NULL;
END
$$;

DROP FUNCTION search_word_starts(text);

INSERT INTO title_word_starts (title_id, word_start, name_length, votes)
SELECT t.id, s.word_start, s.name_length, t.imdb_votes FROM titles t, title_word_starts_of(t.search_text) AS s;

-- The ranking columns ride along in the key's index so a prefix range is ranked without
-- visiting the table.
ALTER TABLE title_word_starts ADD PRIMARY KEY (word_start, title_id) INCLUDE (name_length, votes);
