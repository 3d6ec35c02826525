/** Persian strings of the notifications page and live notifications; the shared ones are in messages/. */
export const notificationsMessages = {
  title: 'اعلان‌ها',
  intro: 'پاسخ درخواست‌ها، انتشار عنوان‌های ذخیره‌شده و پاسخ به دیدگاه‌هایتان، تازه‌ترین در بالا.',
  loadError: 'اعلان‌ها بارگذاری نشدند',
  empty: 'هنوز اعلانی ندارید.',
  emptyHint:
    'وقتی عنوانی که ذخیره کرده‌اید منتشر شود، درخواستتان پاسخ بگیرد یا کسی به دیدگاهتان پاسخ دهد، این‌جا خبردار می‌شوید.',
  request: 'درخواست فیلم یا سریال',
  unread: 'خوانده‌نشده',
  markFailed: 'اعلان‌ها خوانده‌شده علامت نخوردند؛ بار بعد دوباره تلاش می‌شود.',
  /** Relative times: under a minute, minutes, hours, yesterday; older ones show their Jalali date. */
  justNow: 'همین حالا',
  minutesAgo: (count: string) => `${count} دقیقه پیش`,
  hoursAgo: (count: string) => `${count} ساعت پیش`,
  yesterday: 'دیروز',
  daysAgo: (count: string) => `${count} روز پیش`,
  types: {
    'request-status': 'درخواست',
    'title-released': 'منتشر شد',
    'title-available': 'آماده‌ی تماشا',
    'comment-reply': 'پاسخ به دیدگاه',
    'premium-activated': 'اشتراک ویژه',
    'gift-received': 'هدیه',
  },
} as const;
