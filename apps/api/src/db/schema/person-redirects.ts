import { index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { people } from './catalog.ts';

/** Matches migrations/0034_person_redirects.sql: merged people's old ids, answered with a 301. */
export const personRedirects = pgTable(
  'person_redirects',
  {
    oldId: integer('old_id').primaryKey(),
    personId: integer('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('person_redirects_person').on(table.personId)],
);
