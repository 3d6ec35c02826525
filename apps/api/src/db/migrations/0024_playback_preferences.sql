-- What the player remembers for a signed-in user on every device (#29): the subtitle language (null
-- means off), the audio language and whether the next episode plays by itself. No row means the
-- defaults (nothing chosen, autoplay on), so a user who never changed anything costs nothing.
CREATE TABLE playback_preferences (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  subtitle_language text CHECK (char_length(subtitle_language) BETWEEN 2 AND 16),
  audio_language text CHECK (char_length(audio_language) BETWEEN 2 AND 16),
  autoplay_next boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now()
);
