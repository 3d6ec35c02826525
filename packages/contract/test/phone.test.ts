import { describe, expect, it } from 'vitest';
import {
  displayPhone,
  normalisePhone,
  phoneCodeSchema,
  phoneFieldMessages,
  phoneSchema,
} from '../src/index.ts';

describe('normalisePhone', () => {
  it('turns every accepted form into E.164', () => {
    const forms = [
      '09123456789',
      '+989123456789',
      '00989123456789',
      '989123456789',
      '9123456789',
      '۰۹۱۲۳۴۵۶۷۸۹',
      '٠٩١٢٣٤٥٦٧٨٩',
      '+۹۸ ۹۱۲ ۳۴۵ ۶۷۸۹',
      '0912-345-6789',
      '(0912) 345.6789',
      '\u200e0912 345 6789',
    ];
    for (const form of forms) expect(normalisePhone(form), form).toBe('+989123456789');
  });

  it('refuses landlines, foreign numbers and wrong lengths', () => {
    for (const form of [
      '02112345678',
      '+14155552671',
      '0912345678',
      '091234567890',
      '۰۹۱۲abc۶۷۸۹',
      '',
      '+98',
    ])
      expect(normalisePhone(form), form).toBeNull();
  });

  it('shows a stored number the Iranian way, in Persian digits', () => {
    expect(displayPhone('+989123456789')).toBe('۰۹۱۲ ۳۴۵ ۶۷۸۹');
  });
});

describe('phoneSchema', () => {
  it('answers in Persian for a missing or bad number', () => {
    expect(phoneSchema.safeParse('').error?.issues[0]?.message).toBe(phoneFieldMessages.phoneRequired);
    expect(phoneSchema.safeParse('12345').error?.issues[0]?.message).toBe(phoneFieldMessages.phoneInvalid);
    expect(phoneSchema.parse(' ۰۹۳۵ ۱۱۱ ۲۲۳۳ ')).toBe('+989351112233');
  });
});

describe('phoneCodeSchema', () => {
  it('takes six digits in any script', () => {
    expect(phoneCodeSchema.parse('۱۲۳ ۴۵۶')).toBe('123456');
    expect(phoneCodeSchema.parse('٠١٢٣٤٥')).toBe('012345');
    expect(phoneCodeSchema.safeParse('12345').error?.issues[0]?.message).toBe(phoneFieldMessages.codeInvalid);
    expect(phoneCodeSchema.safeParse('').error?.issues[0]?.message).toBe(phoneFieldMessages.codeRequired);
  });
});
