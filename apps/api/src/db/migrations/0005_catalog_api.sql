-- Catalogue API: exact and prefix title matches must be found even when their query is common
-- enough ("the", "love") that the trigram search only ranks its most-voted matches. A btree in
-- byte order ("C") on the start of search_text serves `LIKE 'q%'` and returns the shortest, i.e.
-- exact, names first. left(…, 200) keeps every entry far below btree's size limit.
CREATE INDEX titles_search_text_prefix ON titles ((left(search_text, 200) COLLATE "C"));
