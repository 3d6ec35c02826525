import Bowser from 'bowser';

/** Browser names as Bowser gives them, in Persian; others keep their Latin name. */
const browsers: Readonly<Record<string, string>> = {
  Chrome: 'کروم',
  Chromium: 'کرومیوم',
  Firefox: 'فایرفاکس',
  Safari: 'سافاری',
  'Microsoft Edge': 'اج',
  Opera: 'اپرا',
  'Samsung Internet for Android': 'سامسونگ اینترنت',
  'Yandex Browser': 'یاندکس',
  Brave: 'بریو',
  Vivaldi: 'ویوالدی',
  'Android Browser': 'مرورگر اندروید',
};

const systems: Readonly<Record<string, string>> = {
  Android: 'اندروید',
  iOS: 'آی‌اواس',
  Windows: 'ویندوز',
  macOS: 'مک',
  Linux: 'لینوکس',
  'Chrome OS': 'کروم‌اواس',
  Tizen: 'تلویزیون سامسونگ',
  WebOS: 'تلویزیون ال‌جی',
  HarmonyOS: 'هارمونی',
};

const MAX_PART_LENGTH = 40;
const UNKNOWN_DEVICE = 'دستگاهی ناشناخته';

/**
 * What the «screens full» message calls a device, from its User-Agent: «کروم روی اندروید». The
 * parsing is Bowser's (maintained, small); only the names are translated here.
 */
export function deviceLabel(userAgent: string | undefined): string {
  if (!userAgent) return UNKNOWN_DEVICE;
  const parsed = Bowser.parse(userAgent);
  const name = (value: string | undefined, persian: Readonly<Record<string, string>>) =>
    value ? (persian[value] ?? value).slice(0, MAX_PART_LENGTH) : undefined;
  const browser = name(parsed.browser.name, browsers);
  const system = name(parsed.os.name, systems);
  if (browser && system) return `${browser} روی ${system}`;
  return browser ?? system ?? UNKNOWN_DEVICE;
}
