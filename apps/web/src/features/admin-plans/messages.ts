/** Persian text of the console's plans page (#30). */
export const adminPlansMessages = {
  title: 'طرح‌های اشتراک',
  intro:
    'تعداد صفحه‌ی هر طرح: چند دستگاه با یک حساب هم‌زمان فایل‌های ویژه را پخش کنند. پخش‌های در جریان صفحه‌ی خود را نگه می‌دارند؛ عدد تازه از پخش بعدی شمرده می‌شود.',
  loadError: 'فهرست طرح‌ها بارگذاری نشد',
  empty: 'طرحی نیست.',
  name: 'طرح',
  duration: 'مدت',
  days: (days: string) => `${days} روز`,
  inactive: 'فروش متوقف',
  screens: 'تعداد صفحه',
  screensOf: (name: string) => `تعداد صفحه‌ی ${name}`,
  save: 'ذخیره',
  saved: (name: string) => `تعداد صفحه‌ی «${name}» ذخیره شد.`,
} as const;
