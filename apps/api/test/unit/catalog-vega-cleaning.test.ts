import { describe, expect, it } from 'vitest';
import {
  cleanVegaDate,
  cleanVegaMovie,
  cleanVegaTitle,
  rtStatusOf,
  type VegaMovie,
} from '../../src/catalog/seed/clean-vega-movie.ts';

const movie = (fields: Partial<VegaMovie>): VegaMovie => ({
  Title: 'A Film',
  'Release Date': 'Jun 12 1998',
  'MPAA Rating': null,
  'Running Time min': null,
  'Major Genre': null,
  'Creative Type': null,
  Director: null,
  'Rotten Tomatoes Rating': null,
  'IMDB Rating': null,
  'IMDB Votes': null,
  ...fields,
});

describe('cleaning vega-datasets films', () => {
  it('moves dates after 2011 back a century (two-digit years)', () => {
    expect(cleanVegaDate('Aug 25 2039')).toBe('1939-08-25');
    expect(cleanVegaDate('Dec 23 2011')).toBe('2011-12-23');
    expect(cleanVegaDate('Jun 12 1998')).toBe('1998-06-12');
    expect(cleanVegaDate('sometime')).toBeNull();
  });

  it('repairs Mac Roman mojibake and trailing articles, keeps real symbols', () => {
    expect(cleanVegaTitle('LÈon')).toBe('Léon');
    expect(cleanVegaTitle('Per qualche dollaro in pi˘')).toBe('Per qualche dollaro in più');
    expect(cleanVegaTitle('The Naked Gun 2Ω: The Smell of Fear')).toBe('The Naked Gun 2½: The Smell of Fear');
    expect(cleanVegaTitle('Alien³')).toBe('Alien³');
    expect(cleanVegaTitle('Charge of the Light Brigade, The')).toBe('The Charge of the Light Brigade');
    expect(cleanVegaTitle(1408)).toBe('1408');
    expect(cleanVegaTitle('Halloween:  The Curse')).toBe('Halloween: The Curse');
  });

  it('derives the Tomatometer status the way Rotten Tomatoes does, never certified-fresh', () => {
    expect(rtStatusOf(60)).toBe('fresh');
    expect(rtStatusOf(59)).toBe('rotten');
    expect(rtStatusOf(100)).toBe('fresh');
    expect(rtStatusOf(null)).toBeNull();
  });

  it('keeps unknowns empty and skips films without a title', () => {
    const cleaned = cleanVegaMovie(movie({ 'MPAA Rating': 'Open' }));
    expect(cleaned.ok && cleaned.title).toMatchObject({
      imdbRating: null,
      imdbVotes: null,
      rtMeter: null,
      rtStatus: null,
      runtime: null,
      ageRating: null,
    });
    expect(cleanVegaMovie(movie({ Title: null }))).toEqual({ ok: false, reason: 'no title' });
    const rated = cleanVegaMovie(
      movie({
        'Rotten Tomatoes Rating': 91,
        'IMDB Rating': 8.1,
        'IMDB Votes': 1200,
        'Major Genre': 'Romantic Comedy',
      }),
    );
    expect(rated.ok && rated.title).toMatchObject({
      rtMeter: 91,
      rtStatus: 'fresh',
      imdbRating: 8.1,
      imdbVotes: 1200,
    });
    expect(rated.ok && rated.genreNames).toEqual(['Romantic Comedy']);
  });
});
