/** Persian messages of sign-in with a mobile number (accounts/phone-*.ts, sms/, #34). */

const persianNumber = new Intl.NumberFormat('fa-IR');

/** A wait as a person reads it: seconds under a minute, whole minutes (rounded up) beyond. */
const waitOf = (seconds: number) =>
  seconds < 60
    ? `${persianNumber.format(Math.max(1, Math.ceil(seconds)))} ثانیه`
    : `${persianNumber.format(Math.ceil(seconds / 60))} دقیقه`;

export const phoneMessages = {
  codeSent: 'کد تأیید به شماره‌ی شما پیامک شد.',
  /** Sent too soon after the previous code, or too many codes this hour, for one number. */
  waitForNextCode: (seconds: number) =>
    `برای این شماره به‌تازگی کد فرستاده شده است؛ ${waitOf(seconds)} دیگر دوباره درخواست کنید.`,
  tooManyRequestsFromClient: 'از این نشانی درخواست‌های زیادی رسیده است؛ لطفاً یک دقیقه دیگر دوباره تلاش کنید.',
  /** The SMS provider did not take the message: nothing the user did. */
  smsUnavailable: 'فرستادن پیامک اکنون ممکن نیست؛ لطفاً کمی بعد دوباره تلاش کنید.',
  wrongCode: 'کد تأیید درست نیست.',
  /** No live code: never asked, expired, used, replaced by a newer one, or out of tries. */
  codeExpired: 'این کد دیگر معتبر نیست؛ کد تازه‌ای درخواست کنید.',
  nameNeeded: 'این شماره هنوز حسابی ندارد؛ برای ساختن حساب نام خود را وارد کنید.',
  phoneTaken: 'این شماره به حساب دیگری متصل است.',
  phoneAdded: 'شماره‌ی موبایل به حساب شما افزوده شد.',
  alreadyHasPhone: 'حساب شما پیش‌تر شماره‌ی موبایل دارد.',
  alreadyHasEmail: 'حساب شما پیش‌تر ایمیل دارد.',
  emailLinkSent: 'پیوند تأیید به این ایمیل فرستاده شد؛ آن را تا ۶۰ دقیقه باز کنید.',
  emailAdded: 'ایمیل به حساب شما افزوده شد؛ از این پس با آن هم می‌توانید وارد شوید.',
  invalidEmailLink: 'این پیوند تأیید ایمیل نامعتبر است یا منقضی شده است.',
  addEmailSubject: 'تأیید ایمیل حساب پرده',
  addEmailIntro: 'برای افزودن این ایمیل به حساب خود در پرده روی دکمه‌ی زیر بزنید:',
  addEmailAction: 'تأیید ایمیل',
  noPassword: 'حساب شما رمز عبور ندارد؛ با کد پیامکی یا پیوند ایمیلی وارد شوید.',
} as const;
