/** What the HTTP layer answers before a route runs: addresses, headers and timeouts it refuses. */
export const httpMessages = {
  badUrl: 'نشانی درخواست درست رمزگذاری نشده است.',
  uriTooLong: 'نشانی درخواست بیش از حد طولانی است.',
  headersTooLarge: 'سرآیندهای درخواست بیش از حد بزرگ است.',
  requestTimeout: 'درخواست بیش از حد طول کشید و بسته شد.',
  missingHost: 'درخواست سرآیند Host ندارد.',
} as const;
