-- The tus upload an asset was made from (#30). A finished upload's final PATCH may arrive again (a
-- client retrying after a lost answer, a replay, two API processes): the unique key lets only the
-- first completion make the asset, its audit entry and its job; the others find that asset.
ALTER TABLE media_assets ADD COLUMN upload_id text UNIQUE;
