const persianNumber = (value: number) => new Intl.NumberFormat('fa-IR', { useGrouping: false }).format(value);

/** Persian messages of the operator console's catalogue editor (#18). */
export const adminCatalogueMessages = {
  staleTitle:
    'این عنوان پس از آن‌که آن را باز کردید تغییر کرده است؛ صفحه را تازه کنید، تغییرها را ببینید و دوباره ویرایش کنید.',
  stalePerson:
    'اطلاعات این هنرمند پس از آن‌که آن را باز کردید تغییر کرده است؛ صفحه را تازه کنید و دوباره ویرایش کنید.',
  unknownGenres: 'برخی از ژانرهای برگزیده وجود ندارند؛ فهرست ژانرها را تازه کنید.',
  seasonNotFound: 'فصلی با این شناسه یافت نشد.',
  episodeNotFound: 'قسمتی با این شناسه یافت نشد.',
  seasonOnMovie: 'فیلم سینمایی فصل ندارد؛ فصل را تنها به سریال می‌توان افزود.',
  seasonTaken: (number: number) => `این سریال فصل ${persianNumber(number)} را دارد؛ شماره‌ی دیگری بنویسید.`,
  episodeTaken: (number: number) => `این فصل قسمت ${persianNumber(number)} را دارد؛ شماره‌ی دیگری بنویسید.`,
  seasonHasFiles: 'قسمت‌هایی از این فصل فایل ویدیویی دارند؛ نخست فایل‌های آن‌ها را حذف کنید.',
  episodeHasFiles: 'این قسمت فایل ویدیویی دارد؛ نخست فایل‌های آن را حذف کنید.',
  mergeIntoItself: 'هنرمند را نمی‌توان با خودش یکی کرد؛ هنرمند تکراری دیگری را برگزینید.',
  duplicateNotFound: 'هنرمند تکراری با این شناسه یافت نشد؛ شاید پیش‌تر یکی شده باشد. گزارش را تازه کنید.',
} as const;
