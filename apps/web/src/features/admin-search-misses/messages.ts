/**
 * Persian strings of the console's missed searches. Only the console imports this file.
 */
export const adminSearchMissesMessages = {
  title: 'جست‌وجوهای بی‌نتیجه',
  intro:
    'آنچه بازدیدکنندگان در صفحه‌ی نتایج جست‌وجو کرده‌اند و هیچ فیلم یا سریالی برایش پیدا نشده، حتی با تصحیح صفحه‌کلید، فینگلیش و غلط تایپی. پرتکرارترین‌ها را به کاتالوگ بیفزایید، یا اگر عنوان هست، عبارت را به نام‌های دیگرش اضافه کنید. نام و نشانی جست‌وجوکننده نگه داشته نمی‌شود.',
  searchLabel: 'جست‌وجو در عبارت‌ها',
  order: 'ترتیب',
  orders: { count: 'پرتکرارترین', 'last-seen': 'تازه‌ترین' },
  caption: 'جست‌وجوهای بی‌نتیجه',
  empty: 'جست‌وجوی بی‌نتیجه‌ای نیست.',
  loadError: 'جست‌وجوهای بی‌نتیجه بارگذاری نشدند.',
  columns: {
    text: 'عبارت',
    count: 'تعداد',
    lastSeen: 'آخرین بار',
    firstSeen: 'نخستین بار',
    links: 'پیگیری',
    actions: 'کارها',
  },
  times: (count: string) => `${count} بار`,
  searchSite: 'جست‌وجو در سایت',
  searchSiteFor: (text: string) => `جست‌وجوی «${text}» در سایت (زبانه‌ی تازه)`,
  requests: 'درخواست‌ها',
  requestsFor: (text: string) => `درخواست‌های محتوای هم‌نام «${text}»`,
  catalogue: 'کاتالوگ',
  catalogueFor: (text: string) => `عنوان‌های کاتالوگ هم‌نام «${text}»، برای افزودن نام دیگر`,
  dismiss: 'کنار گذاشتن',
  dismissFor: (text: string) => `کنار گذاشتن «${text}»`,
  confirmDismiss: (text: string) => `«${text}» کنار گذاشته شود؟`,
  dismissBody:
    'این عبارت از فهرست برداشته می‌شود (و در گزارش تغییرات می‌ماند). اگر باز هم بی‌نتیجه جست‌وجو شود، از یک شمرده می‌شود.',
  dismissed: 'کنار گذاشته شد.',
} as const;
