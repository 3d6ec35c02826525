-- The operator console's audit log: every change made through /api/admin/* records who made it,
-- what it touched and the record before and after, in the transaction that made the change.
CREATE TABLE audit_entries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  actor_id integer REFERENCES users(id) ON DELETE SET NULL,
  action text NOT NULL CHECK (action ~ '^[a-z]+(-[a-z]+)*$'),
  target_type text NOT NULL,
  target_id text NOT NULL,
  before jsonb,
  after jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_entries_newest ON audit_entries (created_at DESC, id DESC);
CREATE INDEX audit_entries_by_target ON audit_entries (target_type, target_id, id DESC);
