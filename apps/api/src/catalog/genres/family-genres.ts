/** Genres that say a title is for everyone («خانوادگی», «کودک»): never on one rated for adults only. */
export const FAMILY_GENRES: readonly string[] = ['family', 'kids'];
export const ADULT_RATINGS: readonly string[] = ['R', 'NC-17', 'TV-MA', 'X'];

/** A source's genres without the family ones when its own age rating says adults only. */
export const withoutFamilyGenresIfAdult = (slugs: string[], ageRating: string | null | undefined) =>
  ageRating && ADULT_RATINGS.includes(ageRating)
    ? slugs.filter((slug) => !FAMILY_GENRES.includes(slug))
    : slugs;
