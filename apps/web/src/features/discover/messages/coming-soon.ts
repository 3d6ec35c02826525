/** Persian strings of the coming-soon page; the shared ones are in messages/. */
export const comingSoonMessages = {
  title: 'به‌زودی در پرده',
  intro: 'فیلم‌ها و سریال‌هایی که به‌زودی به پرده می‌آیند، به ترتیب تاریخ.',
  unknownDate: 'تاریخ نامشخص',
  daysLeft: (days: string) => `${days} روز دیگر`,
  today: 'امروز',
  empty: 'فعلاً عنوانی در راه نیست.',
  error: 'بارگذاری فهرست انجام نشد.',
  listLabel: 'عنوان‌های به‌زودی',
} as const;
