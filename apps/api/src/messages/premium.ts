/** Persian messages of premium (#16): plans, orders, gift codes, their notifications and emails. */

const number = new Intl.NumberFormat('fa-IR');
const jalali = new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'Asia/Tehran',
});

/** «۱۲۵٬۰۰۰ تومان» from integer Rial (prices are whole Toman, so the division is exact). */
const toman = (rial: number) => `${number.format(Math.floor(rial / 10))} تومان`;
/** «۱۴ اردیبهشت ۱۴۰۵», the day in Tehran. */
const jalaliDate = (date: Date) => jalali.format(date);

export const premiumMessages = {
  toman,
  jalaliDate,
  planNotFound: 'طرحی با این شناسه یافت نشد یا دیگر فروخته نمی‌شود.',
  orderNotFound: 'سفارشی با این شناسه یافت نشد.',
  gatewayNotOffered: 'این درگاه پرداخت در دسترس نیست؛ درگاه دیگری را انتخاب کنید.',
  noGateway: 'اکنون امکان پرداخت نیست؛ لطفاً کمی بعد دوباره تلاش کنید.',
  gatewayUnavailable: 'درگاه پرداخت پاسخ نداد؛ لطفاً کمی بعد دوباره تلاش کنید.',
  tooManyCheckouts: 'در این یک ساعت سفارش‌های زیادی ثبت کرده‌اید؛ لطفاً کمی بعد دوباره تلاش کنید.',
  tooManyRedeems: 'در این یک ساعت بارها کد هدیه وارد کرده‌اید؛ لطفاً کمی بعد دوباره تلاش کنید.',
  /** Why an order did not end paid (`failure_reason`; the gateway's own reason for a failed verification). */
  cancelled: 'پرداخت لغو شد.',
  expired: 'مهلت پرداخت (۳۰ دقیقه) گذشت و پرداختی انجام نشد.',
  /** What the gateway's page shows beside the amount. */
  paymentDescription: (planName: string) => `خرید ${planName} پرده`,
  giftPaymentDescription: (planName: string) => `هدیه‌ی ${planName} پرده`,
  /** Redeem failures: one per case, none says whose code it is. */
  codeUnknown: 'این کد هدیه درست نیست.',
  codeUsed: 'این کد هدیه پیش‌تر استفاده شده است.',
  codeExpired: 'مهلت استفاده از این کد هدیه گذشته است.',
  /** Notifications. */
  premiumActivated: (planName: string, expiresAt: Date) =>
    `${planName} فعال شد؛ اشتراک ویژه‌ی شما تا ${jalaliDate(expiresAt)} است.`,
  giftReceived: (buyerName: string, planName: string) =>
    `${buyerName} ${planName} پرده را به شما هدیه داد؛ کد هدیه را در ایمیلتان ببینید.`,
  /** Emails (templates in email/templates.ts). */
  email: {
    receiptSubject: 'رسید پرداخت پرده',
    receiptIntro: 'پرداخت شما انجام شد. سپاس که پرده را همراهی می‌کنید.',
    giftReceiptIntro: (recipientEmail: string) =>
      `پرداخت شما انجام شد و کد هدیه به ${recipientEmail} فرستاده شد. کد را این‌جا هم می‌بینید.`,
    plan: 'طرح',
    amount: 'مبلغ',
    reference: 'شماره‌ی پیگیری',
    expiresAt: 'اشتراک ویژه تا',
    giftCode: 'کد هدیه',
    codeExpiresAt: 'مهلت استفاده از کد تا',
    receiptAction: 'رفتن به داشبورد',
    giftReceiptAction: 'هدیه‌های من',
    giftSubject: (buyerName: string) => `${buyerName} اشتراک ویژه‌ی پرده را به شما هدیه داد`,
    giftGreeting: 'سلام.',
    giftIntro: (buyerName: string, planName: string) =>
      `${buyerName} ${planName} پرده را به شما هدیه داده است. برای فعال کردن آن، وارد پرده شوید و کد زیر را در صفحه‌ی هدیه بنویسید.`,
    giftMessage: (buyerName: string) => `پیام ${buyerName}:`,
    giftAction: 'فعال کردن هدیه',
  },
} as const;
