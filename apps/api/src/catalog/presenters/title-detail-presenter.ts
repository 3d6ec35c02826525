import type { TitleDetail } from '@pardeh/contract';
import type { FileLanguage } from '../../db/schema/catalog.ts';
import { presentImage } from '../../images/present-image.ts';
import type { CreditRow, EpisodeRow, FileRow, TitleDetailRows } from '../titles/title-detail-db.ts';
import { countryName, languageName } from './locale-names.ts';
import { personPath } from './person-presenter.ts';
import { titlePath } from './title-presenter.ts';

type Season = TitleDetail['seasons'][number];

// Which language a viewer gets first: the original, unless they asked for the dubbed version.
const languageOrder = (preferDubbed: boolean): FileLanguage[] =>
  preferDubbed ? ['dubbed', 'subtitled', 'original'] : ['original', 'subtitled', 'dubbed'];

// "2160p" > "1080p" > "720p"; labels without a number last.
const qualityRank = (quality: string) => Number.parseInt(quality, 10) || 0;

function presentCreditPerson(row: CreditRow) {
  return {
    id: row.person_id,
    path: personPath(row.job, row.person_id, row.slug),
    fullnameEn: row.fullname_en,
    fullnameFa: row.fullname_fa,
    image: presentImage('profile', row.image_key),
  };
}

function presentSeasons(rows: EpisodeRow[]): Season[] {
  const seasons = new Map<number, Season>();
  for (const row of rows) {
    let season = seasons.get(row.season_id);
    if (!season) {
      season = {
        id: row.season_id,
        number: row.season_number,
        name: row.season_name,
        airDate: row.season_air_date,
        episodes: [],
      };
      seasons.set(row.season_id, season);
    }
    if (row.id !== null && row.number !== null) {
      season.episodes.push({
        id: row.id,
        number: row.number,
        nameEn: row.name_en,
        nameFa: row.name_fa,
        plot: row.plot,
        airDate: row.air_date,
        runtime: row.runtime,
        filesCount: row.files_count,
        fileId: row.file_id,
      });
    }
  }
  return [...seasons.values()];
}

function presentFiles(rows: FileRow[], preferDubbed: boolean): TitleDetail['files'] {
  const order = languageOrder(preferDubbed);
  const ownFiles = rows
    .filter((row) => row.episode_id === null)
    .sort(
      (a, b) =>
        order.indexOf(a.language) - order.indexOf(b.language) ||
        qualityRank(b.quality) - qualityRank(a.quality) ||
        a.id - b.id,
    );
  return {
    count: rows.length,
    qualities: [...new Set(rows.map((row) => row.quality))].sort((a, b) => qualityRank(b) - qualityRank(a)),
    languages: order.filter((language) => rows.some((row) => row.language === language)),
    items: ownFiles.map((row) => ({
      id: row.id,
      episodeId: row.episode_id,
      quality: row.quality,
      sizeBytes: row.size_bytes,
      language: row.language,
      premiumOnly: row.premium_only,
    })),
  };
}

export function presentTitleDetail(rows: TitleDetailRows, preferDubbed: boolean): TitleDetail {
  const { title } = rows;
  const creditsIn = (role: CreditRow['role']) => rows.credits.filter((credit) => credit.role === role);
  return {
    id: title.id,
    slug: title.slug,
    path: titlePath(title.id, title.slug),
    type: title.type,
    titleEn: title.title_en,
    titleFa: title.title_fa,
    originalTitle: title.original_title,
    aliases: title.aliases,
    year: title.year,
    releaseDate: title.release_date,
    runtime: title.runtime,
    ageRating: title.age_rating,
    genres: rows.genres.map((genre) => ({
      id: genre.id,
      slug: genre.slug,
      titleFa: genre.name_fa,
      titleEn: genre.name_en,
    })),
    countries: title.countries.map(countryName),
    languages: title.languages.map(languageName),
    imdbId: title.imdb_id,
    rating: title.rating,
    votes: title.imdb_votes,
    rottenTomatoes: { rtMeter: title.rt_meter, rtStatus: title.rt_status },
    plotFa: title.plot_fa,
    plotEn: title.plot_en,
    taglineFa: title.tagline_fa,
    taglineEn: title.tagline_en,
    poster: presentImage('poster', title.poster_key),
    backdrop: presentImage('backdrop', title.backdrop_key),
    trailer: title.trailer_url,
    isDubbed: title.is_dubbed,
    hasSubtitle: title.has_subtitle,
    comingSoon: title.coming_soon,
    expectedReleaseDate: title.expected_release_date,
    directors: creditsIn('director').map(presentCreditPerson),
    writers: creditsIn('writer').map(presentCreditPerson),
    cast: creditsIn('actor').map((row) => ({ ...presentCreditPerson(row), character: row.character_name })),
    seasons: presentSeasons(rows.episodes),
    files: presentFiles(rows.files, preferDubbed),
    screenshotsCount: title.screenshots_count,
    likes: title.likes,
    dislikes: title.dislikes,
  };
}
