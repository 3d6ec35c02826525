-- Profiles (#34): an account is a household of up to 5 profiles, each with its own library. Every
-- existing account gets one adult profile, named after its user, holding everything it has now.
-- The limit of 5 is kept by profiles/create-profile.ts under a per-account lock, not here.
CREATE TABLE profiles (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 40),
  -- A key of the avatar set the web app ships (packages/contract, profileAvatars).
  avatar text NOT NULL CHECK (avatar ~ '^[a-z-]{2,20}$'),
  kind text NOT NULL DEFAULT 'adult' CHECK (kind IN ('adult', 'kids')),
  -- The oldest age rating a kids' profile may watch; null for adults (no limit).
  maturity_age integer CHECK (maturity_age IN (3, 7, 12, 15)),
  -- scrypt of the 4-digit PIN (profiles/pin-hashing.ts); only adult profiles have one.
  pin_hash text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'adult') = (maturity_age IS NULL)),
  CHECK (kind = 'adult' OR pin_hash IS NULL)
);
CREATE INDEX profiles_by_user ON profiles (user_id, id);

INSERT INTO profiles (user_id, name, avatar)
SELECT id, coalesce(nullif(left(btrim(name), 40), ''), 'نمایه اصلی'), 'sun' FROM users ORDER BY id;

-- The session's active profile; null means the account's first profile (a new sign-in, or the
-- chosen profile was deleted since).
ALTER TABLE sessions ADD COLUMN profile_id integer REFERENCES profiles (id) ON DELETE SET NULL;

-- The per-profile library tables: user_id becomes profile_id (the profile's account is one join
-- away). Each account has exactly one profile at this point, so the backfill is a plain join.
ALTER TABLE watchlist_items ADD COLUMN profile_id integer REFERENCES profiles (id) ON DELETE CASCADE;
UPDATE watchlist_items w SET profile_id = p.id FROM profiles p WHERE p.user_id = w.user_id;
ALTER TABLE watchlist_items ALTER COLUMN profile_id SET NOT NULL;
ALTER TABLE watchlist_items DROP COLUMN user_id;
ALTER TABLE watchlist_items ADD PRIMARY KEY (profile_id, title_id);
CREATE INDEX watchlist_items_newest ON watchlist_items (profile_id, added_at DESC);

ALTER TABLE title_likes ADD COLUMN profile_id integer REFERENCES profiles (id) ON DELETE CASCADE;
UPDATE title_likes l SET profile_id = p.id FROM profiles p WHERE p.user_id = l.user_id;
ALTER TABLE title_likes ALTER COLUMN profile_id SET NOT NULL;
ALTER TABLE title_likes DROP COLUMN user_id;
ALTER TABLE title_likes ADD PRIMARY KEY (profile_id, title_id);

ALTER TABLE watch_progress ADD COLUMN profile_id integer REFERENCES profiles (id) ON DELETE CASCADE;
UPDATE watch_progress w SET profile_id = p.id FROM profiles p WHERE p.user_id = w.user_id;
ALTER TABLE watch_progress ALTER COLUMN profile_id SET NOT NULL;
ALTER TABLE watch_progress DROP COLUMN user_id;
ALTER TABLE watch_progress ADD CONSTRAINT watch_progress_one_per_item
  UNIQUE NULLS NOT DISTINCT (profile_id, title_id, episode_id);
CREATE INDEX watch_progress_newest ON watch_progress (profile_id, updated_at DESC);

ALTER TABLE watch_history ADD COLUMN profile_id integer REFERENCES profiles (id) ON DELETE CASCADE;
UPDATE watch_history w SET profile_id = p.id FROM profiles p WHERE p.user_id = w.user_id;
ALTER TABLE watch_history ALTER COLUMN profile_id SET NOT NULL;
ALTER TABLE watch_history DROP COLUMN user_id;
CREATE INDEX watch_history_newest ON watch_history (profile_id, watched_at DESC, id DESC);
CREATE INDEX watch_history_by_item ON watch_history (profile_id, title_id, episode_id);

ALTER TABLE comment_likes ADD COLUMN profile_id integer REFERENCES profiles (id) ON DELETE CASCADE;
UPDATE comment_likes l SET profile_id = p.id FROM profiles p WHERE p.user_id = l.user_id;
ALTER TABLE comment_likes ALTER COLUMN profile_id SET NOT NULL;
ALTER TABLE comment_likes DROP COLUMN user_id;
ALTER TABLE comment_likes ADD PRIMARY KEY (profile_id, comment_id);

ALTER TABLE playback_preferences ADD COLUMN profile_id integer REFERENCES profiles (id) ON DELETE CASCADE;
UPDATE playback_preferences w SET profile_id = p.id FROM profiles p WHERE p.user_id = w.user_id;
ALTER TABLE playback_preferences ALTER COLUMN profile_id SET NOT NULL;
ALTER TABLE playback_preferences DROP COLUMN user_id;
ALTER TABLE playback_preferences ADD PRIMARY KEY (profile_id);

-- Comments stay the account's (moderation and blocks are per account) and carry the profile that
-- wrote them, whose name they show; a deleted profile's comments fall back to the account's name.
ALTER TABLE comments ADD COLUMN profile_id integer REFERENCES profiles (id) ON DELETE SET NULL;
UPDATE comments c SET profile_id = p.id FROM profiles p WHERE p.user_id = c.user_id;
CREATE INDEX comments_by_profile ON comments (profile_id) WHERE profile_id IS NOT NULL;

-- A notification about a profile's own activity (a watchlisted title, a reply) is that profile's;
-- one about the account (a request, premium) has no profile and every profile of the account sees it.
ALTER TABLE notifications ADD COLUMN profile_id integer REFERENCES profiles (id) ON DELETE CASCADE;
UPDATE notifications n SET profile_id = p.id FROM profiles p
WHERE p.user_id = n.user_id AND n.type IN ('title-released', 'title-available', 'comment-reply');

-- Migration 0009's catalogue notifications, now from each profile's watchlist. The parameter
-- `kind` is qualified: profiles has a column of that name.
CREATE OR REPLACE FUNCTION notify_watchers(title_ids integer[], kind text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM users
  WHERE id IN (SELECT p.user_id FROM watchlist_items w JOIN profiles p ON p.id = w.profile_id
               WHERE w.title_id = ANY (title_ids))
  ORDER BY id FOR UPDATE;
  INSERT INTO notifications (user_id, profile_id, type, text, link)
  SELECT p.user_id, w.profile_id, notify_watchers.kind,
    CASE notify_watchers.kind
      WHEN 'title-released' THEN format('«%s» منتشر شد.', coalesce(t.title_fa, t.title_en))
      ELSE format('«%s» اکنون برای تماشا آماده است.', coalesce(t.title_fa, t.title_en))
    END,
    format('/titles/%s/%s', t.id, t.slug)
  FROM watchlist_items w JOIN profiles p ON p.id = w.profile_id JOIN titles t ON t.id = w.title_id
  WHERE w.title_id = ANY (title_ids)
  ORDER BY p.user_id, w.profile_id;
  UPDATE users SET new_notifications = true
  WHERE id IN (SELECT p.user_id FROM watchlist_items w JOIN profiles p ON p.id = w.profile_id
               WHERE w.title_id = ANY (title_ids));
END $$;

-- Every account has a profile from its first moment, whichever path creates it (email or phone
-- sign-up, the users command): the first one is an adult profile named after the user (an account
-- without a name, as a mobile sign-up may be, gets «نمایه اصلی»).
CREATE FUNCTION create_first_profile() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO profiles (user_id, name, avatar) VALUES (NEW.id, coalesce(nullif(left(btrim(NEW.name), 40), ''), 'نمایه اصلی'), 'sun');
  RETURN NULL;
END $$;
CREATE TRIGGER users_first_profile AFTER INSERT ON users
  FOR EACH ROW EXECUTE FUNCTION create_first_profile();

-- A session that switches profile is announced like a revoked one (migration 0022), so every API
-- process forgets what it remembered of it (accounts/session-cache.ts).
CREATE TRIGGER sessions_profile_switched AFTER UPDATE OF profile_id ON sessions
  FOR EACH ROW WHEN (OLD.profile_id IS DISTINCT FROM NEW.profile_id)
  EXECUTE FUNCTION announce_session_revoked();
