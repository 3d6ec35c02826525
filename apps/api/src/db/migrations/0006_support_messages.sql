-- Messages from the contact page: support questions and content requests ("please add this film").
-- Visitors may write without an account; user_id is kept when the sender was signed in.
-- The signed-in requests of the roadmap (POST /api/user/request, with their own statuses and the
-- operator's reply) can live in this table too: kind 'content-request', user_id set, and a later
-- migration widening the status check.

CREATE TABLE support_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CONSTRAINT support_messages_kind_check CHECK (kind IN ('support', 'content-request')),
  name text NOT NULL,
  email text NOT NULL,
  -- Support messages: what it is about. Content requests: null.
  subject text,
  -- Support messages: the message. Content requests: an optional note.
  body text,
  -- Content requests: the film or series asked for. Support messages: all null.
  requested_title text,
  requested_year integer,
  requested_imdb_url text,
  requested_type text CONSTRAINT support_messages_requested_type_check CHECK (requested_type IN ('movie', 'series')),
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'new' CONSTRAINT support_messages_status_check CHECK (status IN ('new')),
  ip text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT support_messages_kind_fields_check CHECK (
    (kind = 'support' AND subject IS NOT NULL AND body IS NOT NULL AND requested_title IS NULL)
    OR (kind = 'content-request' AND requested_title IS NOT NULL AND requested_type IS NOT NULL)
  )
);
-- The operator reads the newest first, by status.
CREATE INDEX support_messages_by_status ON support_messages (status, created_at DESC);
CREATE INDEX support_messages_by_user ON support_messages (user_id) WHERE user_id IS NOT NULL;
