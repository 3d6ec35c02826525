/** Persian messages of the player's quality reports (#29). */
export const playbackMessages = {
  tooManyReports: 'گزارش‌های پخش بیش از حد زیاد است؛ کمی بعد دوباره بفرستید.',
  foreignOrigin: 'گزارش پخش فقط از خود سایت پذیرفته می‌شود.',
} as const;
