/** Persian messages of the library's requests (#14). */
export const requestsMessages = {
  duplicate: 'این عنوان را پیش‌تر درخواست کرده‌اید و درخواستتان هنوز در جریان است.',
  /** Requests are the account's adults' business (#34). */
  kidsCannotRequest: 'نمایه‌ی کودک نمی‌تواند درخواست فیلم یا سریال بفرستد.',
  inCatalogue: 'این عنوان هم‌اکنون در پرده هست؛ از پیوند آن را ببینید.',
  /** A kids' profile (#34) asks for no titles. */
  kidsProfile: 'در نمایه‌ی کودک نمی‌توان درخواست فیلم یا سریال فرستاد؛ به نمایه‌ی بزرگسال بروید.',
  openLimit: (limit: number) =>
    `بیش از ${new Intl.NumberFormat('fa-IR').format(limit)} درخواست باز نمی‌توانید داشته باشید؛ تا پاسخ درخواست‌های قبلی صبر کنید.`,
  /** Status notifications, sent to every subscriber of the request. */
  accepted: (title: string) => `درخواست «${title}» پذیرفته شد و به‌زودی افزوده می‌شود.`,
  acceptedWithReply: (title: string, reply: string) => `درخواست «${title}» پذیرفته شد: ${reply}`,
  rejected: (title: string, reply: string) => `درخواست «${title}» پذیرفته نشد: ${reply}`,
  added: (title: string) => `«${title}» که درخواست کرده بودید به پرده افزوده شد.`,
  addedWithReply: (title: string, reply: string) =>
    `«${title}» که درخواست کرده بودید به پرده افزوده شد: ${reply}`,
} as const;
