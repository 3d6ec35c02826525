/**
 * Persian messages of the library's notifications (#14). The catalogue's two sentences are also
 * written by the database trigger in migrations/0009_library.sql (it catches every writer of
 * titles and files); library-notifications.test.ts checks the trigger writes exactly these.
 */
export const notificationsMessages = {
  titleReleased: (title: string) => `«${title}» منتشر شد.`,
  titleAvailable: (title: string) => `«${title}» اکنون برای تماشا آماده است.`,
  streamsFull: 'اعلان‌های زنده اکنون پذیرای اتصال تازه نیست؛ اعلان‌ها را با تازه‌کردن صفحه ببینید.',
} as const;
