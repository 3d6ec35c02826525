/** Persian strings of the dashboard; the shared ones are in messages/. */
export const dashboardMessages = {
  title: 'داشبورد',
  greeting: (name: string) => `سلام، ${name}`,
  memberSince: (date: string) => `عضو پرده از ${date}`,
  premiumExtend: 'تمدید اشتراک',
  premiumJoin: 'دیدن طرح‌های اشتراک',
  countsHeading: 'کتابخانه‌ی شما',
  counts: {
    watchlist: 'ذخیره‌شده',
    inProgress: 'در حال تماشا',
    watched: 'دیده‌شده',
    openRequests: 'درخواست باز',
    unreadNotifications: 'اعلان خوانده‌نشده',
  },
  countsError: 'شمارش کتابخانه‌ی شما بارگذاری نشد.',
  notificationsHeading: 'تازه‌ترین اعلان‌ها',
  allNotifications: 'همه‌ی اعلان‌ها',
  linksHeading: 'صفحه‌های شما',
  links: {
    watchlist: 'ذخیره‌شده‌ها',
    history: 'تاریخچه‌ی تماشا',
    notifications: 'اعلان‌ها',
    newRequest: 'درخواست فیلم یا سریال',
    editPassword: 'تغییر رمز عبور',
    plans: 'اشتراک ویژه',
    logout: 'خروج از حساب',
  },
} as const;
