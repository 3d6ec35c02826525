/** Persian strings of the categories page; the shared ones are in messages/. */
export const categoriesMessages = {
  title: 'دسته‌بندی‌ها',
  intro: 'ژانر دلخواهتان را انتخاب کنید و فیلم‌ها و سریال‌هایش را ببینید.',
  count: (count: string) => `${count} عنوان`,
  empty: 'هنوز عنوانی ندارد',
  more: 'ژانرهای دیگر',
  error: 'بارگذاری دسته‌بندی‌ها انجام نشد.',
} as const;
