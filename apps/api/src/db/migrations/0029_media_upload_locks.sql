-- Who holds each tus upload's lock (#30). With uploads in a bucket any API instance takes any
-- request of an upload, so the lock tus takes around each request is shared here rather than kept
-- in one process: the holder renews its lease while its request runs, and a lease that ran out
-- (its process died) is free to take.
CREATE TABLE media_upload_locks (
  upload_id text PRIMARY KEY,
  holder text NOT NULL,
  expires_at timestamptz NOT NULL
);
