/** Every Persian sentence the API sends to users, in one place so another language can follow. */
export const messages = {
  badRequest: 'درخواست نامعتبر است.',
  malformedJson: 'بدنه‌ی درخواست JSON معتبری نیست.',
  unsupportedMediaType: 'نوع محتوای درخواست پشتیبانی نمی‌شود.',
  payloadTooLarge: 'حجم درخواست بیش از حد مجاز است.',
  validationFailed: 'برخی از مقادیر فرستاده‌شده درست نیستند.',
  invalidParameter: (name: string) => `مقدار «${name}» درست نیست.`,
  unauthorized: 'برای این کار باید وارد حساب کاربری خود شوید.',
  forbidden: 'اجازه‌ی این کار را ندارید.',
  notFound: 'موردی که به دنبالش بودید یافت نشد.',
  routeNotFound: 'چنین نشانی‌ای در API وجود ندارد.',
  methodNotAllowed: 'این روش درخواست برای این نشانی مجاز نیست.',
  conflict: 'این درخواست با وضعیت فعلی در تعارض است.',
  tooManyRequests: 'تعداد درخواست‌ها بیش از حد مجاز است؛ لطفاً کمی بعد دوباره تلاش کنید.',
  databaseUnavailable: 'پایگاه داده در دسترس نیست؛ لطفاً کمی بعد دوباره تلاش کنید.',
  internalError: 'خطایی در سرور رخ داد؛ لطفاً دوباره تلاش کنید.',
} as const;
