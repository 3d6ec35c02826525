/** The page a browser gets for a page of the site while the database is down (`http/unavailable-page.ts`). */
export const unavailablePageMessages = {
  title: 'پرده موقتاً در دسترس نیست',
  heading: 'پرده موقتاً در دسترس نیست',
  body: 'پایگاه داده‌ی پرده به‌طور موقت پاسخ نمی‌دهد. لطفاً چند لحظه‌ی دیگر صفحه را دوباره باز کنید.',
  retry: 'تلاش دوباره',
} as const;
