-- Moderation and the support inbox (#18): operators hide comments, users report them, a user can
-- be barred from commenting, and the contact page's messages become an inbox the team answers by
-- email.

-- A hidden comment stays in the database (an operator may restore it) but leaves every public
-- list and count, its replies with it. hidden_by is kept null if the operator's account goes.
ALTER TABLE comments
  ADD COLUMN hidden_at timestamptz,
  ADD COLUMN hidden_by integer REFERENCES users (id) ON DELETE SET NULL;
CREATE INDEX comments_hidden ON comments (hidden_at DESC, id DESC) WHERE hidden_at IS NOT NULL;
CREATE INDEX comments_newest ON comments (created_at DESC, id DESC);

-- One report per user per comment. Hiding the comment, or an operator dismissing the reports,
-- resolves them: the reported queue is the comments with unresolved reports.
CREATE TABLE comment_reports (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  comment_id bigint NOT NULL REFERENCES comments (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  resolved_at timestamptz,
  CONSTRAINT comment_reports_one_per_user UNIQUE (comment_id, user_id)
);
CREATE INDEX comment_reports_open ON comment_reports (comment_id) WHERE resolved_at IS NULL;

-- A user an operator barred from commenting; removing the row lifts the bar.
CREATE TABLE comment_blocks (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  blocked_by integer REFERENCES users (id) ON DELETE SET NULL,
  reason text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The inbox's statuses: new until the team answers (a reply sets answered) or closes it.
ALTER TABLE support_messages DROP CONSTRAINT support_messages_status_check;
ALTER TABLE support_messages ADD CONSTRAINT support_messages_status_check
  CHECK (status IN ('new', 'answered', 'closed'));
CREATE INDEX support_messages_newest ON support_messages (created_at DESC, id DESC);

-- Replies the team sent by email, recorded once the mail server accepted them.
CREATE TABLE support_replies (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  message_id bigint NOT NULL REFERENCES support_messages (id) ON DELETE CASCADE,
  author_id integer REFERENCES users (id) ON DELETE SET NULL,
  body text NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX support_replies_by_message ON support_replies (message_id, sent_at, id);
