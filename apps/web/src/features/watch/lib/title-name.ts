/** The name a Persian reader knows a title by: its Persian title, else the English one. */
export const displayName = (title: { titleFa: string | null; titleEn: string }): string =>
  title.titleFa ?? title.titleEn;
