-- Kids' profiles (#34): the youngest age each title suits, from its age rating (MPA and US TV
-- guidelines, the ratings the catalogue's sources give). One mapping, here, so every catalogue
-- query filters on a stored, indexed column: `t.maturity_age <= <the profile's age>`.
-- An unrated title (no rating, or "Not Rated") has no age: NULL, which that comparison never
-- passes, so a kids' profile never meets it (docs/DECISIONS.md, Kids' profiles). Episodes have no
-- rating of their own: they are reached only through their series, and follow it.
CREATE FUNCTION age_rating_maturity_age(rating text) RETURNS smallint
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE upper(btrim(rating))
    WHEN 'G' THEN 0 WHEN 'TV-Y' THEN 0 WHEN 'TV-G' THEN 0
    WHEN 'TV-Y7' THEN 7 WHEN 'TV-Y7-FV' THEN 7
    WHEN 'PG' THEN 10 WHEN 'TV-PG' THEN 10
    WHEN 'PG-13' THEN 13
    WHEN 'TV-14' THEN 14
    WHEN 'R' THEN 17
    WHEN 'NC-17' THEN 18 WHEN 'TV-MA' THEN 18
  END::smallint
$$;

ALTER TABLE titles
  ADD COLUMN maturity_age smallint GENERATED ALWAYS AS (age_rating_maturity_age(age_rating)) STORED;
CREATE INDEX titles_maturity_age ON titles (maturity_age) WHERE maturity_age IS NOT NULL;
