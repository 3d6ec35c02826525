/** Persian strings of the console's playback quality page (#29). Only the console imports them. */
export const adminPlaybackMessages = {
  title: 'کیفیت پخش',
  titleOf: (name: string) => `کیفیت پخش «${name}»`,
  intro:
    'آنچه پخش‌کننده‌ی بینندگان گزارش داده است: زمان شروع پخش، توقف برای بارگیری، خطاها و شمار پخش‌ها در هر روز. گزارش‌ها نام کسی را ندارند.',
  loadError: 'آمار کیفیت پخش بارگذاری نشد.',
  window: 'بازه',
  windows: { 7: '۷ روز', 30: '۳۰ روز' } as Record<7 | 30, string>,
  wholeSite: 'همه‌ی سایت',
  figures: {
    plays: 'پخش‌ها',
    startupP50: 'شروع پخش (میانه)',
    startupP95: 'شروع پخش (صدک ۹۵)',
    rebufferRatio: 'نسبت توقف برای بارگیری',
    errors: 'خطاها',
  },
  charts: {
    plays: 'پخش‌ها و خطاها در هر روز',
    startup: 'زمان شروع پخش در هر روز',
    rebuffer: 'نسبت توقف برای بارگیری به زمان تماشا',
  },
  noData: 'در این بازه گزارشی نیامده است.',
  topTitles: 'پربیننده‌ترین‌ها در این بازه',
  topTitlesCaption: 'فیلم‌ها و سریال‌هایی که بیشتر پخش شده‌اند، با کیفیت پخششان',
  titleColumn: 'عنوان',
  noTitles: 'هنوز پخشی گزارش نشده است.',
  none: '—',
  milliseconds: (value: string) => `${value} میلی‌ثانیه`,
  seconds: (value: string) => `${value} ثانیه`,
  percent: (value: string) => `${value}٪`,
} as const;
