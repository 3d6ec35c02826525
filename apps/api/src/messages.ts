import { adminCatalogueMessages } from './messages/admin-catalogue.ts';
import { adminCollectionsMessages } from './messages/admin-collections.ts';
import { adminModerationMessages } from './messages/admin-moderation.ts';
import { adminUsersMessages } from './messages/admin-users.ts';
import { commentsMessages } from './messages/comments.ts';
import { httpMessages } from './messages/http.ts';
import { loginThrottleMessages } from './messages/login-throttle.ts';
import { mediaMessages } from './messages/media.ts';
import { mediaAccessMessages } from './messages/media-access.ts';
import { notificationsMessages } from './messages/notifications.ts';
import { passwordsMessages } from './messages/passwords.ts';
import { paymentGatewaysMessages } from './messages/payment-gateways.ts';
import { phoneMessages } from './messages/phone.ts';
import { playbackMessages } from './messages/playback.ts';
import { premiumMessages } from './messages/premium.ts';
import { profilesMessages } from './messages/profiles.ts';
import { progressMessages } from './messages/progress.ts';
import { requestsMessages } from './messages/requests.ts';
import { streamSlotsMessages } from './messages/stream-slots.ts';
import { unavailablePageMessages } from './messages/unavailable-page.ts';

// What a person's page lists, by their job (the person's SEO description).
const personWorks = {
  actor: 'فیلم‌ها و سریال‌هایی که در آن‌ها بازی کرده',
  director: 'فیلم‌هایی که کارگردانی کرده',
  writer: 'فیلم‌ها و سریال‌هایی که نوشته',
  producer: 'فیلم‌ها و سریال‌هایی که تهیه کرده',
  composer: 'فیلم‌ها و سریال‌هایی که موسیقی‌شان را ساخته',
  cinematographer: 'فیلم‌ها و سریال‌هایی که فیلم‌برداری کرده',
  editor: 'فیلم‌ها و سریال‌هایی که تدوین کرده',
} as const;

/** Every Persian sentence the API sends to users, in one place so another language can follow. */
export const messages = {
  badRequest: 'درخواست نامعتبر است.',
  malformedJson: 'بدنه‌ی درخواست JSON معتبری نیست.',
  unsupportedMediaType: 'نوع محتوای درخواست پشتیبانی نمی‌شود.',
  payloadTooLarge: (limit: string) => `حجم درخواست بیش از حد مجاز (${limit}) است.`,
  validationFailed: 'برخی از مقادیر فرستاده‌شده درست نیستند.',
  invalidParameter: (name: string) => `مقدار «${name}» درست نیست.`,
  unauthorized: 'برای این کار باید وارد حساب کاربری خود شوید.',
  forbidden: 'اجازه‌ی این کار را ندارید.',
  notFound: 'موردی که به دنبالش بودید یافت نشد.',
  titleNotFound: 'فیلم یا سریالی با این شناسه یافت نشد.',
  personNotFound: 'هنرمندی با این شناسه یافت نشد.',
  collectionNotFound: 'مجموعه‌ای با این شناسه یافت نشد.',
  searchMissNotFound: 'جست‌وجوی بی‌نتیجه‌ای با این شناسه در فهرست نیست.',
  trailerNotFound: 'برای این عنوان تریلری وجود ندارد.',
  fileNotFound: 'فایلی با این شناسه برای این عنوان یافت نشد.',
  unknownGenre: 'ژانری با این شناسه یا نام یافت نشد.',
  routeNotFound: 'چنین نشانی‌ای در API وجود ندارد.',
  methodNotAllowed: 'این روش درخواست برای این نشانی مجاز نیست.',
  conflict: 'این درخواست با وضعیت فعلی در تعارض است.',
  tooManyRequests: 'تعداد درخواست‌ها بیش از حد مجاز است؛ لطفاً کمی بعد دوباره تلاش کنید.',
  databaseUnavailable: 'پایگاه داده در دسترس نیست؛ لطفاً کمی بعد دوباره تلاش کنید.',
  internalError: 'خطایی در سرور رخ داد؛ لطفاً دوباره تلاش کنید.',
  /** Accounts: registration, sign-in, password reset and sign-in links. */
  auth: {
    csrfMismatch: 'نشست شما منقضی شده است؛ لطفاً صفحه را تازه کنید و دوباره تلاش کنید.',
    invalidCredentials: 'ایمیل یا رمز عبور درست نیست.',
    emailTaken: 'این ایمیل پیش‌تر ثبت شده است.',
    wrongCurrentPassword: 'رمز عبور فعلی درست نیست.',
    invalidResetLink: 'این پیوند بازیابی رمز عبور نامعتبر است یا منقضی شده است.',
    invalidLoginLink: 'این پیوند ورود نامعتبر است یا منقضی شده است.',
    resetLinkSent: 'اگر حسابی با این ایمیل وجود داشته باشد، پیوند بازیابی رمز عبور به آن فرستاده شد.',
    loginLinkSent: 'اگر حسابی با این ایمیل وجود داشته باشد، پیوند ورود به آن فرستاده شد.',
    passwordReset: 'رمز عبور شما تغییر کرد؛ اکنون با رمز تازه وارد شوید.',
    passwordChanged: 'رمز عبور شما تغییر کرد.',
    tooManyAttempts: 'تلاش‌های شما بیش از حد مجاز بود؛ لطفاً یک دقیقه دیگر دوباره تلاش کنید.',
    busy: 'این روزها ورودهای زیادی در جریان است؛ لطفاً چند ثانیه دیگر دوباره تلاش کنید.',
  },
  /** The contact page's messages and content requests. */
  support: {
    tooManyMessages: 'در این یک ساعت پیام‌های زیادی فرستاده‌اید؛ لطفاً کمی بعد دوباره تلاش کنید.',
  },
  /** Subjects and sentences of the emails the app sends (templates in email/templates.ts). */
  email: {
    greeting: (name: string) => `${name} عزیز، سلام.`,
    resetSubject: 'بازیابی رمز عبور پرده',
    resetIntro:
      'درخواستی برای بازیابی رمز عبور حساب شما در پرده دریافت شد. برای انتخاب رمز تازه روی دکمه‌ی زیر بزنید:',
    resetAction: 'انتخاب رمز عبور تازه',
    loginSubject: 'پیوند ورود به پرده',
    loginIntro: 'برای ورود به حساب خود در پرده روی دکمه‌ی زیر بزنید:',
    loginAction: 'ورود به پرده',
    expiryNote: 'این پیوند تا ۶۰ دقیقه و تنها یک بار کار می‌کند.',
    ignoreNote: 'اگر این درخواست را شما نفرستاده‌اید، این پیام را نادیده بگیرید؛ حساب شما تغییری نکرده است.',
    copyLinkNote: 'اگر دکمه کار نکرد، این نشانی را در مرورگر باز کنید:',
    signature: 'پرده',
  },
  /** The player's quality reports (#29). */
  playback: playbackMessages,
  /** Screens per plan (#30). */
  streamSlots: streamSlotsMessages,
  /** The signed-in library (#14), one module per part (the watchlist needs none of its own). */
  progress: progressMessages,
  notifications: notificationsMessages,
  requests: requestsMessages,
  paymentGateways: paymentGatewaysMessages,
  premium: premiumMessages,
  comments: commentsMessages,
  profiles: profilesMessages,
  adminCatalogue: adminCatalogueMessages,
  adminCollections: adminCollectionsMessages,
  adminModeration: adminModerationMessages,
  adminUsers: adminUsersMessages,
  media: mediaMessages,
  mediaAccess: mediaAccessMessages,
  passwords: passwordsMessages,
  http: httpMessages,
  loginThrottle: loginThrottleMessages,
  phone: phoneMessages,
  unavailablePage: unavailablePageMessages,
  seo: {
    siteName: 'پرده',
    titleHeading: (
      titleFa: string | null,
      titleEn: string,
      year: number | null,
      type: 'movie' | 'series',
    ) => {
      const kind = type === 'series' ? 'سریال' : 'فیلم';
      const name = titleFa ? `${titleFa} (${titleEn})` : titleEn;
      return year
        ? `${kind} ${name} ${new Intl.NumberFormat('fa-IR', { useGrouping: false }).format(year)}`
        : `${kind} ${name}`;
    },
    titleFallbackDescription: (heading: string, type: 'movie' | 'series') =>
      `${heading}: امتیاز، بازیگران، کارگردان، تریلر و ${type === 'series' ? 'فصل‌ها و قسمت‌ها' : 'نسخه‌های قابل تماشا'} در پرده.`,
    personFallbackDescription: (name: string, job: keyof typeof personWorks) =>
      `${name}: زندگی‌نامه و ${personWorks[job]} در پرده.`,
    /** The watch page as the web app names it: «تماشای نام», or «نام · فصل ۱ · قسمت ۲: نام قسمت». */
    watchHeading: (
      name: string,
      episode: { seasonNumber: number; number: number; name: string | null } | null,
    ) => {
      if (!episode) return `تماشای ${name}`;
      const digits = new Intl.NumberFormat('fa-IR', { useGrouping: false });
      const place = `${name} · فصل ${digits.format(episode.seasonNumber)} · قسمت ${digits.format(episode.number)}`;
      return episode.name ? `${place}: ${episode.name}` : place;
    },
    watchDescription: (heading: string) => `${heading}، آنلاین در پرده.`,
    collectionFallbackDescription: (name: string, count: number) =>
      `مجموعه‌ی ${name}: ${new Intl.NumberFormat('fa-IR').format(count)} فیلم و سریال برگزیده در پرده.`,
  },
} as const;
