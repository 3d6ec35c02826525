/** Persian messages of password login's throttle (accounts/login-throttle.ts, #17). */

const persianNumber = new Intl.NumberFormat('fa-IR');

/** A wait as a person reads it: seconds under a minute, whole minutes (rounded up) beyond. */
const waitOf = (seconds: number) =>
  seconds < 60
    ? `${persianNumber.format(Math.max(1, Math.ceil(seconds)))} ثانیه`
    : `${persianNumber.format(Math.ceil(seconds / 60))} دقیقه`;

// The web login page labels the sign-in link path "ورود بدون رمز، با پیوند ایمیلی".
const linkStaysOpen =
  'یا همین حالا بی‌رمز وارد شوید: «ورود بدون رمز، با پیوند ایمیلی» را بزنید تا پیوند ورود به ایمیلتان فرستاده شود.';

export const loginThrottleMessages = {
  /** Too many wrong passwords from this device or network for this address: a progressive delay. */
  waitBeforeRetrying: (seconds: number) =>
    `رمز عبور این حساب چند بار نادرست وارد شد؛ ${waitOf(seconds)} دیگر دوباره تلاش کنید، ${linkStaysOpen}`,
} as const;
