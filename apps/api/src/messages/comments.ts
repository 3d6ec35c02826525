/** Persian messages of the library's comments and likes (#14). */
export const commentsMessages = {
  commentNotFound: 'نظری با این شناسه یافت نشد.',
  parentNotFound: 'نظری که می‌خواهید به آن پاسخ دهید یافت نشد.',
  parentIsReply: 'تنها می‌توان به نظرهای اصلی پاسخ داد، نه به پاسخ‌ها.',
  parentOfAnotherTitle: 'این نظر به عنوان دیگری تعلق دارد.',
  /** A user an operator barred from commenting (migrations/0018_moderation.sql). */
  commentingBlocked:
    'امکان نوشتن نظر برای حساب شما بسته شده است؛ برای پرسش درباره‌ی آن از صفحه‌ی تماس با ما بنویسید.',
  /** Kids' profiles neither write nor answer comments (#34). */
  kidsCannotComment: 'نمایه‌ی کودک نمی‌تواند نظر بنویسد.',
  alreadyReported: 'این نظر را پیش‌تر گزارش کرده‌اید؛ گزارش شما در دست بررسی است.',
  ownCommentReport: 'نظر خودتان را نمی‌توانید گزارش کنید.',
  tooManyComments: 'نظرهای زیادی در مدت کوتاهی فرستاده‌اید؛ لطفاً کمی بعد دوباره تلاش کنید.',
  /** The notification a comment's author gets when someone replies to it. */
  replyNotification: (replierName: string, titleName: string) =>
    `${replierName} به نظر شما درباره‌ی «${titleName}» پاسخ داد.`,
} as const;
