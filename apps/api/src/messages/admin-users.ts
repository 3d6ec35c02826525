/** Persian messages of the operator's user management (#18) and of signing in while blocked. */
export const adminUsersMessages = {
  userNotFound: 'کاربری با این شناسه یافت نشد.',
  /** Every sign-in way answers this (403) to a blocked account, once it knows who is asking. */
  accountBlocked:
    'حساب کاربری شما مسدود شده است. برای پیگیری از صفحه‌ی تماس با ما با پشتیبانی پرده در ارتباط باشید.',
  cannotBlockSelf: 'نمی‌توانید حساب خودتان را مسدود کنید.',
  alreadyBlocked: 'این حساب پیش‌تر مسدود شده است.',
  notBlocked: 'این حساب مسدود نیست.',
  alreadyAdmin: 'این کاربر پیش‌تر مدیر شده است.',
  notAdmin: 'این کاربر مدیر نیست.',
  cannotDemoteSelf: 'نمی‌توانید دسترسی مدیریت را از خودتان بگیرید؛ از مدیر دیگری بخواهید.',
  premiumNotActive: 'اشتراک این کاربر فعال نیست که پایان یابد.',
} as const;
