-- The catalogue: titles (films and series), people and their credits, genres, collections, files
-- and screenshots. `search_text` columns hold the output of the one normalization function
-- (apps/api/src/catalog/search/normalize-search-text.ts), written by the application.

CREATE TABLE genres (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name_en text NOT NULL,
  name_fa text NOT NULL
);

CREATE TABLE titles (
  id serial PRIMARY KEY,
  slug text NOT NULL,
  type text NOT NULL CHECK (type IN ('movie', 'series')),
  title_en text NOT NULL,
  title_fa text,
  original_title text,
  aliases text[] NOT NULL DEFAULT '{}',
  year integer CHECK (year BETWEEN 1870 AND 2100),
  release_date date,
  plot_fa text,
  plot_en text,
  runtime integer CHECK (runtime > 0),
  age_rating text,
  countries text[] NOT NULL DEFAULT '{}',
  languages text[] NOT NULL DEFAULT '{}',
  imdb_id text UNIQUE CHECK (imdb_id ~ '^tt[0-9]{7,10}$'),
  imdb_rating numeric(3, 1) CHECK (imdb_rating BETWEEN 0 AND 10),
  imdb_votes integer CHECK (imdb_votes >= 0),
  rt_meter smallint CHECK (rt_meter BETWEEN 0 AND 100),
  rt_status text CHECK (rt_status IN ('certified-fresh', 'fresh', 'rotten')),
  poster_url text,
  backdrop_url text,
  trailer_url text,
  is_dubbed boolean NOT NULL DEFAULT false,
  has_subtitle boolean NOT NULL DEFAULT false,
  coming_soon boolean NOT NULL DEFAULT false,
  expected_release_date date,
  popularity real NOT NULL DEFAULT 0,
  search_text text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX titles_search_text_trgm ON titles USING gin (search_text gin_trgm_ops);
CREATE INDEX titles_votes ON titles (imdb_votes DESC NULLS LAST, id);
CREATE INDEX titles_rating ON titles (imdb_rating DESC NULLS LAST, id);
CREATE INDEX titles_year ON titles (year DESC NULLS LAST, id);
CREATE INDEX titles_created ON titles (created_at DESC, id);
CREATE INDEX titles_popularity ON titles (popularity DESC, id);
CREATE INDEX titles_type_votes ON titles (type, imdb_votes DESC NULLS LAST);
CREATE INDEX titles_dubbed ON titles (imdb_votes DESC NULLS LAST) WHERE is_dubbed;
CREATE INDEX titles_coming_soon ON titles (expected_release_date) WHERE coming_soon;

-- Where a title came from, so re-running an import updates instead of duplicating.
CREATE TABLE title_sources (
  source text NOT NULL,
  source_id text NOT NULL,
  title_id integer NOT NULL REFERENCES titles (id) ON DELETE CASCADE,
  PRIMARY KEY (source, source_id)
);
CREATE INDEX title_sources_title ON title_sources (title_id);

CREATE TABLE title_genres (
  title_id integer NOT NULL REFERENCES titles (id) ON DELETE CASCADE,
  genre_id integer NOT NULL REFERENCES genres (id) ON DELETE CASCADE,
  PRIMARY KEY (title_id, genre_id)
);
CREATE INDEX title_genres_genre ON title_genres (genre_id, title_id);

CREATE TABLE seasons (
  id serial PRIMARY KEY,
  title_id integer NOT NULL REFERENCES titles (id) ON DELETE CASCADE,
  number integer NOT NULL CHECK (number >= 0),
  name text,
  air_date date,
  UNIQUE (title_id, number)
);

CREATE TABLE episodes (
  id serial PRIMARY KEY,
  season_id integer NOT NULL REFERENCES seasons (id) ON DELETE CASCADE,
  number integer NOT NULL CHECK (number >= 0),
  name_en text,
  name_fa text,
  plot text,
  air_date date,
  runtime integer CHECK (runtime > 0),
  UNIQUE (season_id, number)
);

CREATE TABLE people (
  id serial PRIMARY KEY,
  slug text NOT NULL,
  fullname_en text NOT NULL,
  fullname_fa text,
  image_url text,
  birth_date date,
  death_date date,
  bio_fa text,
  bio_en text,
  imdb_id text UNIQUE CHECK (imdb_id ~ '^nm[0-9]{7,10}$'),
  search_text text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX people_search_text_trgm ON people USING gin (search_text gin_trgm_ops);

CREATE TABLE person_sources (
  source text NOT NULL,
  source_id text NOT NULL,
  person_id integer NOT NULL REFERENCES people (id) ON DELETE CASCADE,
  PRIMARY KEY (source, source_id)
);
CREATE INDEX person_sources_person ON person_sources (person_id);

CREATE TABLE credits (
  id serial PRIMARY KEY,
  title_id integer NOT NULL REFERENCES titles (id) ON DELETE CASCADE,
  person_id integer NOT NULL REFERENCES people (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('actor', 'director', 'writer', 'producer', 'composer', 'cinematographer', 'editor')),
  character_name text,
  billing_order integer NOT NULL DEFAULT 0,
  UNIQUE (title_id, person_id, role)
);
CREATE INDEX credits_person_role ON credits (person_id, role);
CREATE INDEX credits_title_order ON credits (title_id, role, billing_order);

CREATE TABLE collections (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name_fa text NOT NULL,
  name_en text,
  description text,
  cover_url text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE collection_titles (
  collection_id integer NOT NULL REFERENCES collections (id) ON DELETE CASCADE,
  title_id integer NOT NULL REFERENCES titles (id) ON DELETE CASCADE,
  position integer NOT NULL,
  PRIMARY KEY (collection_id, title_id)
);
CREATE INDEX collection_titles_order ON collection_titles (collection_id, position);

-- A playable or downloadable file of a title (a film) or of one episode (a series).
CREATE TABLE title_files (
  id serial PRIMARY KEY,
  title_id integer NOT NULL REFERENCES titles (id) ON DELETE CASCADE,
  episode_id integer REFERENCES episodes (id) ON DELETE CASCADE,
  quality text NOT NULL,
  size_bytes bigint CHECK (size_bytes >= 0),
  language text NOT NULL CHECK (language IN ('original', 'dubbed', 'subtitled')),
  url text NOT NULL,
  premium_only boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX title_files_title ON title_files (title_id);

CREATE TABLE screenshots (
  id serial PRIMARY KEY,
  title_id integer NOT NULL REFERENCES titles (id) ON DELETE CASCADE,
  url text NOT NULL,
  position integer NOT NULL DEFAULT 0
);
CREATE INDEX screenshots_title ON screenshots (title_id, position);
