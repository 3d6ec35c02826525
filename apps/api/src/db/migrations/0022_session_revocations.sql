-- Every revoked session is announced on the `session_revoked` channel, so each API process drops
-- the sessions it remembers for a few seconds (accounts/session-cache.ts) at once, whoever revoked
-- it: a sign-out, a password change, an operator blocking the user, a command in another process.
-- Delivered when the revoking transaction commits; the payload is the user's id.
CREATE FUNCTION announce_session_revoked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_revoked', NEW.user_id::text);
  RETURN NULL;
END $$;

CREATE TRIGGER sessions_revoked AFTER UPDATE OF revoked_at ON sessions
  FOR EACH ROW WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL)
  EXECUTE FUNCTION announce_session_revoked();
