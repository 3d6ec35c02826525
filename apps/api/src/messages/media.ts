const portNumber = (port: number) => new Intl.NumberFormat('fa-IR', { useGrouping: false }).format(port);

/** Persian messages of the media pipeline (#18): what operators read in the console. */
export const mediaMessages = {
  assetNotFound: 'فایل در حال پردازشی با این شناسه یافت نشد.',
  fileNotFound: 'فایلی با این شناسه یافت نشد.',
  jobNotFound: 'کاری با این شناسه یافت نشد.',
  subtitleNotFound: 'زیرنویسی با این شناسه برای این فایل یافت نشد.',
  episodeNotFound: 'قسمتی با این شناسه برای این عنوان یافت نشد.',
  trailerForEpisode: 'تریلر از آنِ خود عنوان است، نه یک قسمت؛ شناسه‌ی قسمت را نفرستید.',
  assetBusy: 'این فایل در حال پردازش است یا آماده شده است؛ تنها فایل‌های در صف یا ناموفق را می‌توان حذف کرد.',
  jobNotFailed: 'تنها کارهای ناموفق را می‌توان دوباره اجرا کرد.',
  // Uploads (tus)
  uploadTooLarge: (limit: string) => `حجم فایل بیش از حد مجاز (${limit}) است.`,
  uploadNotVideo: 'تنها فایل‌های ویدیویی (مانند mp4، mkv، mov، webm، avi یا ts) را می‌توان بارگذاری کرد.',
  uploadMetadataInvalid: 'اطلاعات همراه بارگذاری (شناسه‌ی عنوان، قسمت، کاربرد، زبان) درست نیست.',
  uploadNeedsTus: 'این نشانی فقط بارگذاری‌های پروتکل tus نسخه‌ی 1.0.0 را می‌پذیرد.',
  uploadFailed: 'بارگذاری فایل انجام نشد؛ لطفاً دوباره تلاش کنید.',
  // Registering a source by path
  importDisabled: 'ثبت فایل از مسیر سرور فعال نیست (MEDIA_IMPORT_DIR تنظیم نشده است).',
  importOutsideFolder: 'این مسیر در پوشه‌ی ورود فایل‌ها (MEDIA_IMPORT_DIR) نیست.',
  importMissing: 'فایلی در این مسیر روی سرور یافت نشد.',
  importNotVideo: 'این فایل ویدیو نیست؛ پسوند آن باید یکی از پسوندهای ویدیویی باشد.',
  // Registering a source by URL (#30)
  urlNotPublic:
    'این نشانی پذیرفته نیست: نام سرور آن پیدا نشد یا به یک نشانی عمومی اینترنت نمی‌رسد (نشانی‌های شبکه‌ی داخلی، همین سرور و مانند آن‌ها پذیرفته نیستند).',
  urlPortNotAllowed: (ports: readonly number[]) =>
    `این نشانی پذیرفته نیست: فایل را تنها از درگاه‌های ${ports.map(portNumber).join('، ')} می‌توان دریافت کرد (درگاه‌های دیگر با MEDIA_URL_ALLOWED_PORTS).`,
  // Subtitles
  subtitleTooLarge: 'حجم زیرنویس نباید بیش از ۲ مگابایت باشد.',
  subtitleEncoding:
    'نویسه‌های زیرنویس خراب رسیده‌اند؛ فایل را با کدگذاری UTF-8 ذخیره کنید (یا از کدگذاری Windows-1256 به UTF-8 برگردانید) و دوباره بفرستید.',
  subtitleUnreadable: 'متن زیرنویس خوانا نیست؛ یک فایل SRT یا WebVTT با زمان‌بندی درست بفرستید.',
  // Names of a file's audio renditions (HLS EXT-X-MEDIA NAME), shown in the player's audio menu
  audio: {
    persianDub: 'دوبله فارسی',
    original: 'زبان اصلی',
    numbered: (name: string, number: string) => `${name} ${number}`,
    untagged: (number: string) => `صدای ${number}`,
  },
  /** `/media/*` while the bucket does not answer (503). */
  storageUnavailable: 'فایل‌های ویدیو اکنون در دسترس نیستند؛ کمی بعد دوباره امتحان کنید.',
  // Reasons a job failed, shown to operators
  failure: {
    unreadableVideo: 'فایل ویدیویی خوانا نیست.',
    noVideoStream: 'این فایل تصویر ویدیویی ندارد.',
    sourceMissing: 'فایل منبع روی سرور یافت نشد.',
    transcodeFailed: 'تبدیل ویدیو با خطا روبه‌رو شد.',
    downloadFailed: (detail: string) => `دریافت فایل از نشانی داده‌شده انجام نشد (${detail}).`,
    /** Every network failure alike (refused, timed out, reset, TLS, DNS): closed and open ports look the same. */
    downloadUnreachable: 'دریافت فایل از نشانی داده‌شده انجام نشد: سرور آن در دسترس نبود یا پاسخ نداد.',
    downloadRedirectRefused:
      'نشانی داده‌شده به نشانی دیگری فرستاده شد که پذیرفته نیست (نشانی داخلی، درگاه غیرمجاز یا بیش از ۵ بار تغییر مسیر).',
    downloadTooLarge: 'فایل نشانی داده‌شده بیش از حجم مجاز است.',
    downloadNotVideo: 'نشانی داده‌شده فایل ویدیویی نیست.',
    storageFailed: 'نوشتن فایل‌ها در محل نگهداری انجام نشد.',
    sourceUnreadable: 'خواندن فایل منبع از محل نگهداری انجام نشد.',
    workerStopped: 'کار بارها نیمه‌کاره ماند (پردازشگر از کار افتاد) و متوقف شد.',
    toolMissing: (tool: string) => `ابزار ${tool} روی سرور نصب نیست؛ بسته‌ی ffmpeg را نصب کنید.`,
    unexpected: 'خطای پیش‌بینی‌نشده‌ای در پردازش رخ داد.',
  },
} as const;
