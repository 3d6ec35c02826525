const persianNumber = new Intl.NumberFormat('fa-IR', { maximumFractionDigits: 1 });

const units = [
  { bytes: 2 ** 30, name: 'گیگابایت' },
  { bytes: 2 ** 20, name: 'مگابایت' },
  { bytes: 2 ** 10, name: 'کیلوبایت' },
] as const;

/** A size as a person reads it, in the largest unit it fills: «۲۰ گیگابایت», «۱ مگابایت», «۵۱۲ بایت». */
export function persianSize(bytes: number): string {
  const unit = units.find((candidate) => bytes >= candidate.bytes);
  return unit
    ? `${persianNumber.format(bytes / unit.bytes)} ${unit.name}`
    : `${persianNumber.format(bytes)} بایت`;
}
