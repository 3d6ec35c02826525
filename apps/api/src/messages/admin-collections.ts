/** Persian messages of the operator console's collections and home-page rows (#18). */
export const adminCollectionsMessages = {
  collectionNotFound: 'مجموعه‌ای با این شناسه یافت نشد.',
  slugTaken: (slug: string) => `نامک «${slug}» را مجموعه‌ی دیگری دارد؛ نامک دیگری بنویسید (فیلد slug).`,
  unknownTitles: (ids: string) => `این شناسه‌ها در کاتالوگ نیستند: ${ids}`,
  titlesNotFound: 'برخی از عنوان‌های فرستاده‌شده در کاتالوگ نیستند.',
  homeCollectionNotFound: 'مجموعه‌ای با این شناسه وجود ندارد.',
  homeGenreNotFound: 'ژانری با این نامک وجود ندارد.',
  homeRowsInvalid: 'برخی از ردیف‌ها درست نیستند.',
} as const;
