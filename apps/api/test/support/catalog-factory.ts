import { buildSearchText } from '../../src/catalog/search/normalize-search-text.ts';
import { slugify } from '../../src/catalog/slugify.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import {
  type CreditRole,
  collections,
  collectionTitles,
  credits,
  episodes,
  genres,
  people,
  screenshots,
  seasons,
  titleFiles,
  titleGenres,
  titles,
} from '../../src/db/schema/index.ts';

type NewTitle = typeof titles.$inferInsert;
type NewPerson = typeof people.$inferInsert;

/** The one row an INSERT … RETURNING gave back. */
function only<Row>(rows: Row[]): Row {
  const [row] = rows;
  if (!row) throw new Error('insert returned no row');
  return row;
}

/**
 * Builds catalogue rows for API tests straight through the Drizzle schema, with `search_text`
 * computed the way the importers compute it, so the tests need neither the seed nor an importer.
 */
export function catalogFactory(database: DatabaseHandle) {
  const { db } = database;
  return {
    async genre(slug: string, nameFa: string, nameEn = slug) {
      const row = only(await db.insert(genres).values({ slug, nameFa, nameEn }).returning());
      return row;
    },

    async title(fields: Partial<NewTitle> & { titleEn: string }, genreIds: number[] = []) {
      const row = only(
        await db
          .insert(titles)
          .values({
            type: 'movie',
            slug: slugify(fields.titleEn),
            ...fields,
            searchText: buildSearchText(
              fields.titleEn,
              fields.titleFa,
              fields.originalTitle,
              fields.aliases ?? [],
            ),
          })
          .returning(),
      );
      if (genreIds.length > 0) {
        await db.insert(titleGenres).values(genreIds.map((genreId) => ({ titleId: row.id, genreId })));
      }
      return row;
    },

    async person(fields: Partial<NewPerson> & { fullnameEn: string }) {
      const row = only(
        await db
          .insert(people)
          .values({
            slug: slugify(fields.fullnameEn),
            ...fields,
            searchText: buildSearchText(fields.fullnameEn, fields.fullnameFa),
          })
          .returning(),
      );
      return row;
    },

    async credit(
      titleId: number,
      personId: number,
      role: CreditRole,
      extra: { characterName?: string; billingOrder?: number } = {},
    ) {
      await db.insert(credits).values({ titleId, personId, role, ...extra });
    },

    async collection(slug: string, nameFa: string, titleIds: number[], nameEn?: string) {
      const row = only(await db.insert(collections).values({ slug, nameFa, nameEn }).returning());
      if (titleIds.length > 0) {
        await db
          .insert(collectionTitles)
          .values(titleIds.map((titleId, position) => ({ collectionId: row.id, titleId, position })));
      }
      return row;
    },

    async file(
      titleId: number,
      fields: {
        quality: string;
        language: 'original' | 'dubbed' | 'subtitled';
        episodeId?: number;
        premiumOnly?: boolean;
      },
    ) {
      const row = only(
        await db
          .insert(titleFiles)
          .values({ titleId, url: `/media/sample-${fields.quality}.mp4`, sizeBytes: 1_000_000, ...fields })
          .returning(),
      );
      return row;
    },

    async screenshot(titleId: number, position: number) {
      await db.insert(screenshots).values({ titleId, url: `/media/shot-${position}.jpg`, position });
    },

    async season(titleId: number, number: number, episodeNames: string[]) {
      const season = only(
        await db
          .insert(seasons)
          .values({ titleId, number, name: `Season ${number}` })
          .returning(),
      );
      const rows = episodeNames.length
        ? await db
            .insert(episodes)
            .values(episodeNames.map((nameEn, index) => ({ seasonId: season.id, number: index + 1, nameEn })))
            .returning()
        : [];
      return { season: season, episodes: rows };
    },
  };
}
