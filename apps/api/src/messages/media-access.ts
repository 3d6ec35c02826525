/** Persian refusals of premium media (#30): what a player (or someone copying its addresses) reads. */
export const mediaAccessMessages = {
  passMissing:
    'این فایل ویژه‌ی مشترکان است و نشانی آن بدون مجوز پخش معتبر باز نمی‌شود؛ صفحه‌ی تماشا را دوباره باز کنید.',
  premiumRequired: 'برای تماشای این فایل اشتراک ویژه‌ی فعال لازم است.',
  keyNotFound: 'کلیدی برای این پخش یافت نشد.',
};
