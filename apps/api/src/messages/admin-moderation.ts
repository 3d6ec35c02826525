/** Persian messages of the operator console's requests, comments and support inbox (#18). */
export const adminModerationMessages = {
  requestNotFound: 'درخواستی با این شناسه یافت نشد.',
  requestTitleNotFound: 'فیلم یا سریالی با این شناسه در کاتالوگ نیست.',
  requestClosed: 'این درخواست بسته شده است یا دیگر نمی‌تواند به این وضعیت برود.',
  userNotFound: 'کاربری با این شناسه یافت نشد.',
  alreadyBlocked: 'این کاربر پیش‌تر از نوشتن نظر بازداشته شده است.',
  supportMessageNotFound: 'پیامی با این شناسه یافت نشد.',
  replyNotSent:
    'رایانامه‌ی پاسخ فرستاده نشد و چیزی ثبت نشد؛ لطفاً کمی بعد دوباره تلاش کنید یا تنظیمات رایانامه را بررسی کنید.',
  /** The reply mail to a contact-page message. */
  replyMail: {
    subject: (about: string) => `پاسخ پرده: ${about}`,
    aboutRequest: (title: string) => `درخواست «${title}»`,
    intro: 'پاسخ تیم پرده به پیام شما:',
    yourMessage: 'پیام شما:',
    contactAction: 'نوشتن پیام تازه',
  },
} as const;
