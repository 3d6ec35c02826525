import type { DatabaseHandle } from '../../src/db/client.ts';
import { catalogFactory } from './catalog-factory.ts';
import { dayFromToday } from './day-from-today.ts';

/**
 * A small catalogue the catalogue API tests share: films and a series with known votes, Persian
 * names, credits, files, a collection and coming-soon titles. Returns the rows tests refer to.
 */
export async function buildSmallCatalogue(database: DatabaseHandle) {
  const make = catalogFactory(database);
  const drama = await make.genre('drama', 'درام', 'Drama');
  const crime = await make.genre('crime', 'جنایی', 'Crime');
  const comedy = await make.genre('comedy', 'کمدی', 'Comedy');
  await make.genre('western', 'وسترن', 'Western');

  const shawshank = await make.title(
    {
      titleEn: 'The Shawshank Redemption',
      titleFa: 'رستگاری در شاوشنک',
      year: 1994,
      imdbId: 'tt0111161',
      imdbRating: 9.3,
      imdbVotes: 2_800_000,
      rtMeter: 91,
      rtStatus: 'certified-fresh',
      isDubbed: true,
      posterUrl: 'https://img.example/shawshank.jpg',
      backdropUrl: 'https://img.example/shawshank-wide.jpg',
      countries: ['US'],
      languages: ['en'],
      runtime: 142,
      releaseDate: '1994-10-14',
      plotEn: 'Two imprisoned men bond.',
    },
    [drama.id],
  );
  const godfather = await make.title(
    {
      titleEn: 'The Godfather',
      titleFa: 'پدرخوانده',
      year: 1972,
      imdbId: 'tt0068646',
      imdbRating: 9.2,
      imdbVotes: 1_900_000,
      posterUrl: 'https://img.example/godfather.jpg',
    },
    [crime.id, drama.id],
  );
  const godfather2 = await make.title(
    {
      titleEn: 'The Godfather Part II',
      titleFa: 'پدرخوانده ۲',
      year: 1974,
      imdbId: 'tt0071562',
      imdbRating: 9.0,
      imdbVotes: 1_300_000,
    },
    [crime.id, drama.id],
  );
  const marmoulak = await make.title(
    {
      titleEn: 'The Lizard',
      titleFa: 'مارمولک',
      originalTitle: 'Marmoulak',
      aliases: ['Marmulak'],
      year: 2004,
      imdbId: 'tt0418455',
      imdbRating: 8.0,
      imdbVotes: 9_000,
      countries: ['IR'],
      languages: ['fa'],
    },
    [comedy.id],
  );
  const baran = await make.title(
    {
      titleEn: 'Baran',
      titleFa: 'باران',
      year: 2001,
      imdbId: 'tt0233841',
      imdbRating: 7.5,
      imdbVotes: 20_000,
    },
    [drama.id],
  );
  const up = await make.title(
    { titleEn: 'Up', titleFa: 'بالا', year: 2009, imdbRating: 8.3, imdbVotes: 1_100_000 },
    [comedy.id],
  );
  const upsideDown = await make.title(
    { titleEn: 'Upside Down', year: 2012, imdbRating: 6.4, imdbVotes: 80_000 },
    [drama.id],
  );
  const grownUps = await make.title(
    { titleEn: 'Grown Ups', year: 2010, imdbRating: 6.0, imdbVotes: 270_000 },
    [comedy.id],
  );
  const cupOfTea = await make.title(
    { titleEn: 'Cup of Tea', year: 2015, imdbRating: 5.0, imdbVotes: 5_000_000 },
    [comedy.id],
  );
  const breakingBad = await make.title(
    {
      titleEn: 'Breaking Bad',
      titleFa: 'بریکینگ بد',
      type: 'series',
      year: 2008,
      imdbRating: 9.5,
      imdbVotes: 2_000_000,
      isDubbed: true,
    },
    [crime.id, drama.id],
  );
  // Dated from today: a coming title whose date has passed is released and leaves the list.
  const laterFilm = await make.title({
    titleEn: 'Later Film',
    year: Number(dayFromToday(200).slice(0, 4)),
    comingSoon: true,
    expectedReleaseDate: dayFromToday(200),
  });
  const soonerFilm = await make.title({
    titleEn: 'Sooner Film',
    year: Number(dayFromToday(20).slice(0, 4)),
    comingSoon: true,
    expectedReleaseDate: dayFromToday(20),
  });
  await make.title({ titleEn: 'Undated Film', comingSoon: true });

  const coppola = await make.person({
    fullnameEn: 'Francis Ford Coppola',
    fullnameFa: 'فرانسیس فورد کاپولا',
  });
  const pacino = await make.person({
    fullnameEn: 'Al Pacino',
    fullnameFa: 'آل پاچینو',
    imageUrl: 'https://img.example/pacino.jpg',
  });
  const freeman = await make.person({ fullnameEn: 'Morgan Freeman', fullnameFa: 'مورگان فریمن' });
  const darabont = await make.person({ fullnameEn: 'Frank Darabont' });
  const majidi = await make.person({ fullnameEn: 'Majid Majidi', fullnameFa: 'مجید مجیدی' });
  const both = await make.person({ fullnameEn: 'Sam Both' });
  await make.credit(godfather.id, coppola.id, 'director');
  await make.credit(godfather2.id, coppola.id, 'director');
  await make.credit(godfather.id, coppola.id, 'writer');
  await make.credit(godfather.id, pacino.id, 'actor', { characterName: 'Michael Corleone', billingOrder: 1 });
  await make.credit(godfather2.id, pacino.id, 'actor', {
    characterName: 'Michael Corleone',
    billingOrder: 0,
  });
  await make.credit(shawshank.id, freeman.id, 'actor', { characterName: 'Red', billingOrder: 1 });
  await make.credit(shawshank.id, darabont.id, 'director');
  await make.credit(baran.id, majidi.id, 'director');
  await make.credit(cupOfTea.id, both.id, 'actor');
  await make.credit(upsideDown.id, both.id, 'director');
  await make.credit(grownUps.id, both.id, 'director');

  await make.file(shawshank.id, { quality: '1080p', language: 'original' });
  await make.file(shawshank.id, { quality: '720p', language: 'dubbed' });
  await make.file(shawshank.id, { quality: '480p', language: 'original', premiumOnly: true });
  await make.screenshot(shawshank.id, 0);
  await make.screenshot(shawshank.id, 1);
  const { episodes } = await make.season(breakingBad.id, 1, ['Pilot', "Cat's in the Bag..."]);
  await make.file(breakingBad.id, {
    quality: '720p',
    language: 'dubbed',
    episodeId: (episodes[0] ?? raise('no episode')).id,
  });

  const iranian = await make.collection(
    'iranian-cinema',
    'سینمای ایران',
    [baran.id, marmoulak.id],
    'Iranian cinema',
  );
  await make.collection('empty', 'مجموعه‌ی خالی', []);

  return {
    genres: { drama, crime, comedy },
    titles: {
      shawshank,
      godfather,
      godfather2,
      marmoulak,
      baran,
      up,
      upsideDown,
      grownUps,
      cupOfTea,
      breakingBad,
      laterFilm,
      soonerFilm,
    },
    people: { coppola, pacino, freeman, darabont, majidi, both },
    collections: { iranian },
  };
}

function raise(message: string): never {
  throw new Error(message);
}

export type SmallCatalogue = Awaited<ReturnType<typeof buildSmallCatalogue>>;
