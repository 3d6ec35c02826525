-- Every new notification is announced on the `notification_created` channel, so the API instance
-- holding the recipient's live stream (GET /api/user/notifications/stream) sends it at once.
-- A trigger covers every writer: notifyUsers, the catalogue triggers of 0009, any CLI or process.
-- NOTIFY is delivered when the inserting transaction commits and never after a rollback; the
-- payload carries ids only (PostgreSQL caps it at 8,000 bytes) and listeners read the row.
CREATE FUNCTION announce_notification() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(
    'notification_created',
    json_build_object('userId', NEW.user_id, 'notificationId', NEW.id)::text
  );
  RETURN NULL;
END $$;

CREATE TRIGGER notifications_announced AFTER INSERT ON notifications
  FOR EACH ROW EXECUTE FUNCTION announce_notification();
