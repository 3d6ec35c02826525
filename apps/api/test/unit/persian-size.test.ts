import { describe, expect, it } from 'vitest';
import { persianSize } from '../../src/messages/sizes.ts';

describe('persianSize', () => {
  it.each([
    [512, '۵۱۲ بایت'],
    [2048, '۲ کیلوبایت'],
    [1_048_576, '۱ مگابایت'],
    [1.5 * 2 ** 20, '۱٫۵ مگابایت'],
    [20 * 2 ** 30, '۲۰ گیگابایت'],
  ])('%d bytes → %s', (bytes, text) => {
    expect(persianSize(bytes)).toBe(text);
  });
});
