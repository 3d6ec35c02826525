const persianNumber = (value: number) => value.toLocaleString('fa-IR');

/** Persian messages of screens per plan (#30). */
export const streamSlotsMessages = {
  screensFull: (screens: number) =>
    `اشتراک شما هم‌زمان روی ${persianNumber(screens)} دستگاه پخش می‌شود و همه‌ی آن‌ها اکنون در حال پخش‌اند. برای تماشا در این دستگاه، پخش یکی از دستگاه‌های زیر را متوقف کنید.`,
  premiumRequired: 'برای پخش فایل‌های ویژه اشتراک ویژه‌ی فعال لازم است.',
  freeFile: 'این فایل رایگان است و برای پخش آن به صفحه‌ای از اشتراک نیاز نیست.',
  stopped: 'پخش در این دستگاه از دستگاه دیگری متوقف شد.',
  expired: 'ارتباط این پخش با سرور مدتی قطع بود و صفحه‌ی آن آزاد شد.',
  slotNotFound: 'پخشی با این شناسه در حساب شما یافت نشد.',
  foreignOrigin: 'پایان پخش فقط از خود سایت پذیرفته می‌شود.',
} as const;
