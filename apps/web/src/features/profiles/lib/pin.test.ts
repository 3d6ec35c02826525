import type { Profile } from '@pardeh/contract';
import { describe, expect, it } from 'vitest';
import { isPin, latinDigits, needsPin } from './pin.ts';

const profile = (id: number, overrides: Partial<Profile> = {}): Profile => ({
  id,
  name: `p${id}`,
  avatar: 'sun',
  kind: 'adult',
  maturityAge: null,
  hasPin: false,
  ...overrides,
});

describe('PIN rules', () => {
  it('reads Persian and Arabic-Indic digits and takes exactly four', () => {
    expect(latinDigits('۱۲۳۴')).toBe('1234');
    expect(latinDigits('٥٦٧٨')).toBe('5678');
    expect(isPin(' ۱۲۳۴ ')).toBe(true);
    expect(isPin('123')).toBe(false);
    expect(isPin('12a4')).toBe(false);
  });

  it("asks for a protected profile's PIN, and any PIN to leave a kids' profile for an adult one", () => {
    const adult = profile(1);
    const locked = profile(2, { hasPin: true });
    const kids = profile(3, { kind: 'kids', maturityAge: 12 });
    expect(needsPin(adult, locked, [adult, locked, kids])).toBe(true);
    expect(needsPin(locked, locked, [adult, locked, kids])).toBe(false);
    expect(needsPin(kids, adult, [adult, locked, kids])).toBe(true);
    expect(needsPin(kids, adult, [adult, kids])).toBe(false);
    expect(needsPin(adult, kids, [adult, locked, kids])).toBe(false);
  });
});
