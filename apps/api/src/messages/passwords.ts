/** What the server says of a new password the contract's rules let through (accounts/password-strength.ts). */
export const passwordsMessages = {
  tooCommon: 'این رمز عبور بسیار رایج یا حدس‌زدنی است؛ رمزی بلندتر و کمتر قابل‌حدس انتخاب کنید.',
} as const;
