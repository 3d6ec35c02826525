/** Persian strings of the collection pages; the shared ones are in messages/. */
export const collectionsMessages = {
  title: 'مجموعه‌ها',
  intro: 'فهرست‌هایی که با حوصله کنار هم چیده‌ایم: سه‌گانه‌ها، کارگردان‌ها و حال‌وهواها.',
  count: (count: string) => `${count} عنوان`,
  empty: 'هنوز مجموعه‌ای ساخته نشده است.',
  error: 'بارگذاری مجموعه‌ها انجام نشد.',
  titlesError: 'بارگذاری عنوان‌های این مجموعه انجام نشد.',
  retry: 'تلاش دوباره',
  breadcrumb: 'مسیر صفحه',
  noTitles: 'هنوز عنوانی به این مجموعه اضافه نشده است.',
  titlesLabel: (name: string) => `عنوان‌های ${name}`,
} as const;
