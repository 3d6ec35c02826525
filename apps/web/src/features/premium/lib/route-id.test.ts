import { describe, expect, it } from 'vitest';
import { readRouteId } from './route-id.ts';

describe('ids from the address', () => {
  it('reads positive whole numbers', () => {
    expect(readRouteId('3')).toBe(3);
    expect(readRouteId('123456789012')).toBe(123456789012);
  });

  it('refuses anything else', () => {
    for (const raw of [undefined, null, '', '0', '-1', '2.5', 'abc', '1e3', '۳', '9999999999999999']) {
      expect(readRouteId(raw), String(raw)).toBeNull();
    }
  });
});
