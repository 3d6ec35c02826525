/**
 * Persian sentences of the payment gateways: why a payment did not verify (by Zarinpal's v4 codes,
 * which the sandbox speaks too) and the sandbox's own page.
 */
const reasons: Record<string, string> = {
  '-9': 'اطلاعات پرداخت نادرست بود.',
  '-10': 'درگاه پرداخت این فروشگاه معتبر نیست.',
  '-11': 'درگاه پرداخت این فروشگاه فعال نیست.',
  '-12': 'تلاش‌ها بیش از حد بود؛ کمی بعد دوباره تلاش کنید.',
  '-15': 'درگاه پرداخت این فروشگاه معلق شده است.',
  '-16': 'سطح تأیید فروشگاه نزد درگاه کافی نیست.',
  '-50': 'مبلغ پرداخت‌شده با مبلغ سفارش برابر نیست.',
  '-51': 'پرداخت انجام نشد.',
  '-52': 'خطای پیش‌بینی‌نشده‌ای در درگاه رخ داد.',
  '-53': 'این پرداخت از آنِ این فروشگاه نیست.',
  '-54': 'شناسه‌ی پرداخت نامعتبر است.',
  '-55': 'تراکنش یافت نشد.',
};

export const paymentGatewaysMessages = {
  zarinpalName: 'زرین‌پال',
  sandboxName: 'درگاه آزمایشی',
  /** Why a payment did not verify, by the gateway's code. */
  notPaidReason: (code: string) => reasons[code] ?? `درگاه پرداخت را تأیید نکرد (کد ${code}).`,
  sandboxPage: {
    title: 'درگاه پرداخت آزمایشی پرده',
    notice: 'این یک درگاه آزمایشی است: هیچ پولی پرداخت نمی‌شود و هیچ کارتی لازم نیست.',
    amount: 'مبلغ',
    description: 'بابت',
    toman: 'تومان',
    pay: 'پرداخت',
    cancel: 'انصراف از پرداخت',
    notFound: 'پرداختی با این شناسه یافت نشد.',
    alreadyPaid: 'این پرداخت پیش‌تر انجام شده است.',
    alreadyCancelled: 'این پرداخت لغو شده است.',
    backToSite: 'بازگشت به پرده',
  },
} as const;
