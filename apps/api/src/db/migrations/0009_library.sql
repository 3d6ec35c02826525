-- The signed-in library: what a registered user keeps (watchlist, likes, watch progress and
-- history, comments, content requests) and the notifications that real events send them.
-- Counts (likes, dislikes) are never stored: they are counted from the rows, so they cannot drift.

CREATE TABLE watchlist_items (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title_id integer NOT NULL REFERENCES titles (id) ON DELETE CASCADE,
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, title_id)
);
CREATE INDEX watchlist_items_newest ON watchlist_items (user_id, added_at DESC);
-- Who to tell when a watchlisted title is released or gets its first file.
CREATE INDEX watchlist_items_by_title ON watchlist_items (title_id);

CREATE TABLE title_likes (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title_id integer NOT NULL REFERENCES titles (id) ON DELETE CASCADE,
  value smallint NOT NULL CHECK (value IN (1, -1)),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, title_id)
);
CREATE INDEX title_likes_by_title ON title_likes (title_id, value);

-- Where a user is in a film or an episode (one row per film or episode, whichever file played).
CREATE TABLE watch_progress (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title_id integer NOT NULL REFERENCES titles (id) ON DELETE CASCADE,
  episode_id integer REFERENCES episodes (id) ON DELETE CASCADE,
  file_id integer NOT NULL REFERENCES title_files (id) ON DELETE CASCADE,
  position_seconds integer NOT NULL CHECK (position_seconds >= 0),
  duration_seconds integer NOT NULL CHECK (duration_seconds > 0),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT watch_progress_one_per_item UNIQUE NULLS NOT DISTINCT (user_id, title_id, episode_id)
);
CREATE INDEX watch_progress_newest ON watch_progress (user_id, updated_at DESC);

-- Each finished play (90% or more), kept one by one: a rewatch is a new row.
CREATE TABLE watch_history (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title_id integer NOT NULL REFERENCES titles (id) ON DELETE CASCADE,
  episode_id integer REFERENCES episodes (id) ON DELETE CASCADE,
  file_id integer REFERENCES title_files (id) ON DELETE SET NULL,
  -- Where the play ended (its progress bar); null when not known.
  position_seconds integer CHECK (position_seconds >= 0),
  duration_seconds integer NOT NULL CHECK (duration_seconds > 0),
  watched_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX watch_history_newest ON watch_history (user_id, watched_at DESC, id DESC);
CREATE INDEX watch_history_by_item ON watch_history (user_id, title_id, episode_id);

CREATE TABLE notifications (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('request-status', 'title-released', 'title-available', 'comment-reply')),
  text text NOT NULL,
  -- The web app's path the notification leads to (`/titles/12/slug`, `/user/new-request`).
  link text NOT NULL,
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notifications_newest ON notifications (user_id, created_at DESC, id DESC);
CREATE INDEX notifications_unread ON notifications (user_id) WHERE read_at IS NULL;

-- Catalogue events reach everyone who watchlisted the title, in the transaction of the change and
-- whoever makes it (importer, seed, operator console): a coming-soon title released, or a title's
-- first file. The two sentences mirror messages.notifications in the API (a test checks they match).
-- Recipients' rows are locked first, in id order, as notifyUsers does, so users.new_notifications
-- stays exact beside a concurrent mark-read.
CREATE FUNCTION notify_watchers(title_ids integer[], kind text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM users
  WHERE id IN (SELECT user_id FROM watchlist_items WHERE title_id = ANY (title_ids))
  ORDER BY id FOR UPDATE;
  INSERT INTO notifications (user_id, type, text, link)
  SELECT w.user_id, kind,
    CASE kind
      WHEN 'title-released' THEN format('«%s» منتشر شد.', coalesce(t.title_fa, t.title_en))
      ELSE format('«%s» اکنون برای تماشا آماده است.', coalesce(t.title_fa, t.title_en))
    END,
    format('/titles/%s/%s', t.id, t.slug)
  FROM watchlist_items w JOIN titles t ON t.id = w.title_id
  WHERE w.title_id = ANY (title_ids)
  ORDER BY w.user_id;
  UPDATE users SET new_notifications = true
  WHERE id IN (SELECT user_id FROM watchlist_items WHERE title_id = ANY (title_ids));
END $$;

CREATE FUNCTION notify_titles_released() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_watchers(
    ARRAY(SELECT n.id FROM new_titles n JOIN old_titles o ON o.id = n.id WHERE o.coming_soon AND NOT n.coming_soon),
    'title-released');
  RETURN NULL;
END $$;
CREATE TRIGGER titles_released AFTER UPDATE ON titles
  REFERENCING OLD TABLE AS old_titles NEW TABLE AS new_titles
  FOR EACH STATEMENT EXECUTE FUNCTION notify_titles_released();

-- A title's first file: none of its files is older than this statement's.
CREATE FUNCTION notify_titles_available() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_watchers(
    ARRAY(SELECT DISTINCT n.title_id FROM new_files n
          WHERE NOT EXISTS (SELECT 1 FROM title_files f
                            WHERE f.title_id = n.title_id AND f.id NOT IN (SELECT id FROM new_files))),
    'title-available');
  RETURN NULL;
END $$;
CREATE TRIGGER title_files_first AFTER INSERT ON title_files
  REFERENCING NEW TABLE AS new_files
  FOR EACH STATEMENT EXECUTE FUNCTION notify_titles_available();

CREATE TABLE comments (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  title_id integer NOT NULL REFERENCES titles (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- One level of replies: a reply's parent is never itself a reply (checked by the use case).
  parent_id bigint REFERENCES comments (id) ON DELETE CASCADE,
  body text NOT NULL,
  spoiler boolean NOT NULL DEFAULT false,
  -- A deleted comment that has replies stays as "deleted" so the thread still reads.
  deleted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX comments_by_title ON comments (title_id, created_at DESC, id DESC) WHERE parent_id IS NULL;
CREATE INDEX comments_by_parent ON comments (parent_id, created_at, id) WHERE parent_id IS NOT NULL;
CREATE INDEX comments_by_user ON comments (user_id, created_at DESC);

CREATE TABLE comment_likes (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  comment_id bigint NOT NULL REFERENCES comments (id) ON DELETE CASCADE,
  value smallint NOT NULL CHECK (value IN (1, -1)),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, comment_id)
);
CREATE INDEX comment_likes_by_comment ON comment_likes (comment_id, value);

-- A content request is shared: the first requester files it, later ones for the same thing
-- subscribe to it, and every subscriber gets its status notifications.
CREATE TABLE content_requests (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  type text NOT NULL CHECK (type IN ('movie', 'series')),
  title text NOT NULL,
  -- normalizeSearchText(title): how two spellings of one title are recognised as the same request.
  title_key text NOT NULL,
  year integer CHECK (year BETWEEN 1888 AND 2100),
  imdb_id text CHECK (imdb_id ~ '^tt[0-9]{7,10}$'),
  note text,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'added', 'rejected')),
  reply text,
  added_title_id integer REFERENCES titles (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (status <> 'rejected' OR reply IS NOT NULL),
  CHECK (status <> 'added' OR added_title_id IS NOT NULL)
);
CREATE INDEX content_requests_open_by_imdb ON content_requests (imdb_id) WHERE status IN ('pending', 'accepted');
CREATE INDEX content_requests_open_by_key ON content_requests (title_key, type) WHERE status IN ('pending', 'accepted');
CREATE INDEX content_requests_by_status ON content_requests (status, created_at DESC);

CREATE TABLE content_request_subscribers (
  request_id bigint NOT NULL REFERENCES content_requests (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (request_id, user_id)
);
CREATE INDEX content_request_subscribers_by_user ON content_request_subscribers (user_id, created_at DESC);
