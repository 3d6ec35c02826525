-- People merged into another (#32, the console's merge and the import's reconciliation): the old
-- id answers 301 to the kept person's page and API address. A redirect follows its person's own
-- merge (re-pointed in the same transaction), and goes with the person it points to.
CREATE TABLE person_redirects (
  old_id integer PRIMARY KEY,
  person_id integer NOT NULL REFERENCES people (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX person_redirects_person ON person_redirects (person_id);
