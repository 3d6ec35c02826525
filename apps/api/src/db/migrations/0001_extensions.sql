-- Trigram matching powers Persian-aware substring search. drizzle-kit never emits CREATE EXTENSION,
-- which is one reason migrations here are written as SQL by hand.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
