-- Operator edits (the console's catalogue editor): the fields an operator changed on a title,
-- person, season or episode, by their API names (`titleFa`, `plotEn`, `genreIds`; on a title also
-- `seasons`, once an operator adds, renumbers or deletes one). Importers and the TMDB enrichment
-- job leave a locked field as the operator wrote it (apps/api/src/catalog/import/, enrich/).
ALTER TABLE titles ADD COLUMN operator_locked text[] NOT NULL DEFAULT '{}';
ALTER TABLE people ADD COLUMN operator_locked text[] NOT NULL DEFAULT '{}';
ALTER TABLE seasons ADD COLUMN operator_locked text[] NOT NULL DEFAULT '{}';
ALTER TABLE episodes ADD COLUMN operator_locked text[] NOT NULL DEFAULT '{}';
