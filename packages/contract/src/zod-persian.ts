import { z } from 'zod';

const toPersianDigits = (value: number | bigint) =>
  new Intl.NumberFormat('fa-IR', { useGrouping: false }).format(value);

/**
 * Readable Persian sentences for the validation failures zod reports. Schemas may still give
 * their own message per field; this is what a user reads when they do not.
 */
export const persianErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'این مقدار الزامی است.' : 'نوع این مقدار درست نیست.';
    case 'too_small':
      if (issue.origin === 'string')
        return `دست‌کم ${toPersianDigits(issue.minimum as number)} نویسه لازم است.`;
      if (issue.origin === 'array') return `دست‌کم ${toPersianDigits(issue.minimum as number)} مورد لازم است.`;
      return `این مقدار نباید کمتر از ${toPersianDigits(issue.minimum as number)} باشد.`;
    case 'too_big':
      if (issue.origin === 'string')
        return `حداکثر ${toPersianDigits(issue.maximum as number)} نویسه مجاز است.`;
      if (issue.origin === 'array')
        return `حداکثر ${toPersianDigits(issue.maximum as number)} مورد مجاز است.`;
      return `این مقدار نباید بیشتر از ${toPersianDigits(issue.maximum as number)} باشد.`;
    case 'invalid_format':
      if (issue.format === 'email') return 'نشانی ایمیل درست نیست.';
      if (issue.format === 'url') return 'نشانی اینترنتی درست نیست.';
      return 'قالب این مقدار درست نیست.';
    case 'invalid_value':
      return 'این مقدار مجاز نیست.';
    case 'unrecognized_keys':
      return 'فیلدهای ناشناخته فرستاده شده است.';
    case 'not_multiple_of':
      return 'این مقدار مجاز نیست.';
    default:
      return 'این مقدار درست نیست.';
  }
};

/** Installs the Persian error map once for every schema of this process. */
export function usePersianValidationMessages(): void {
  z.config({ customError: persianErrorMap });
}
