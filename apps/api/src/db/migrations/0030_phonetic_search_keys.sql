-- Search that forgives (#31): every title and person gets a phonetic key of its names, an ASCII
-- consonant skeleton that Persian script, English and Finglish spellings of one name share
-- («جدایی», "jodaei", "jodayi" and "joda'i" are all "jd"; «اینسپشن», "Inception" and the typo
-- "inseption" are all "nspwn"). Queries that find nothing as typed are matched on it, word for
-- word and then by trigram similarity (catalog/search/search-db.ts).
--
-- The key is a stored generated column of search_text, so every writer (importer, seed, operator
-- edits, the benchmarks' bulk loads) keeps it without knowing about it, and the existing rows get
-- it here. The rules are this one SQL function; a query's key comes from the same function, so the
-- two sides cannot drift. They are tested rule by rule in apps/api/test/api/search-phonetic-key.test.ts.
--
-- The key's alphabet is ASCII, so pg_trgm indexes it whatever the database's locale. Symbols:
-- b p t d k g f s l m n r j q (ق غ, Finglish q and gh), c (چ, ch), x (خ, kh), w (ش, sh), h (ژ, zh),
-- and v or y only at the start of a word (و and ی are vowels elsewhere, as Latin v, w and y are
-- made to be). Vowels go: Persian script does not write the short ones. s and z are one symbol:
-- Persian writes an English s sounded z with ز ("Things" «تینگز», "Prisoners" «پریزنرز»).
CREATE FUNCTION phonetic_key(search_text text) RETURNS text
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT AS $$
DECLARE
  key text;
  rule text[];
BEGIN
  -- Apostrophes join ("joda'i", "Schindler's"); anything but letters and digits separates
  -- words, but for the " | " between names, kept so a key ranks like search_text.
  key := regexp_replace(regexp_replace(search_text, '[''`´‘’ʼʻ]', '', 'g'), '[^a-z0-9ء-ۿ|]+', ' ', 'g');
  -- Each rule in turn; upper-case letters are placeholders for symbols, safe from later rules.
  FOREACH rule SLICE 1 IN ARRAY ARRAY[
    -- Word starts: و and ی, Latin v, w and y are consonants there; silent letters of English.
    ['(^| )wr', '\1r'],
    ['(^| )[وvw]h?', '\1V'],
    ['(^| )[یy]', '\1Y'],
    ['(^| )kn', '\1N'],
    ['(^| )isl', '\1il'],
    -- "The" as Persian transliterates it: «د».
    ['(^| )the( |$)', '\1D\2'],
    -- Latin spellings of one Persian letter, most letters first.
    ['sch', 'W'],
    ['sh', 'W'],
    ['ss?ion', 'WN'],
    ['tion', 'WN'],
    ['tch', 'C'],
    ['ture', 'Cr'],
    ['ch([rl])', 'K\1'],
    ['ch', 'C'],
    ['kh', 'X'],
    ['ght', 'T'],
    ['gh', 'Q'],
    ['zh', 'H'],
    ['ther', 'Dr'],
    ['th', 'T'],
    ['ph', 'F'],
    ['ck', 'K'],
    ['dg', 'J'],
    ['qu', 'K'],
    ['alk', 'ak'],
    ['x', 'KS'],
    ['c([eiy])', 'S\1'],
    ['c', 'K'],
    ['z', 'S'],
    -- What remains of lower-case Latin is consonants; vowels, h, w, v and y go.
    ['[aeiouhwvy]', '']
  ] LOOP
    -- A plain string goes through replace(): cheaper, and it keeps the regular expressions
    -- below the 32 that a PostgreSQL process keeps compiled (more, and each call compiles all).
    IF rule[1] ~ '[][()|^$?*+\\.]' THEN
      key := regexp_replace(key, rule[1], rule[2], 'g');
    ELSE
      key := replace(key, rule[1], rule[2]);
    END IF;
  END LOOP;
  -- Persian letters: each to its symbol; those past the end of the second list (vowels, and
  -- ح ه ع ء, which Finglish writes as h or not at all) go.
  key := lower(translate(key, 'بپتثجچخدذرزژسشصضطظغفقکگلمنحهعءاوی', 'bptsjcxdsrshswsstsqfqkglmn'));
  -- Doubled letters count once (shadda is not written; "Mohammad", "Davood"); anything else
  -- that is not the key's alphabet or the names' separator goes.
  key := regexp_replace(regexp_replace(key, '([a-z])\1+', '\1', 'g'), '[^a-z0-9 |]+', '', 'g');
  RETURN trim(regexp_replace(key, '  +', ' ', 'g'));
END
$$;

ALTER TABLE titles ADD COLUMN search_key text GENERATED ALWAYS AS (phonetic_key(search_text)) STORED;
ALTER TABLE people ADD COLUMN search_key text GENERATED ALWAYS AS (phonetic_key(search_text)) STORED;
-- A query's key words are looked up whole first (the key has already forgotten vowels, doubled
-- letters and the spelling of each sound), then by trigram similarity, for the rest of the typos.
CREATE INDEX titles_search_key_words ON titles USING gin (string_to_array(search_key, ' '));
CREATE INDEX people_search_key_words ON people USING gin (string_to_array(search_key, ' '));
CREATE INDEX titles_search_key_trgm ON titles USING gin (search_key gin_trgm_ops);
CREATE INDEX people_search_key_trgm ON people USING gin (search_key gin_trgm_ops);
