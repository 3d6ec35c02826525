import type { Plan } from '@pardeh/contract';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../../test-support/app-providers.ts';
import { PlanCards } from './plan-cards.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const plan = (
  id: number,
  name: string,
  durationDays: number,
  priceRial: number,
  monthly: number | null,
): Plan => ({
  id,
  name,
  durationDays,
  priceRial,
  monthlyPriceRial: monthly,
  features: ['تماشای همه‌ی فایل‌های ویژه‌ی مشترکان'],
  highlighted: id === 3,
});

// The demo plans of migration 0012, as GET /api/premium/plans answers them.
const plans = [
  plan(1, 'اشتراک یک‌ماهه', 30, 1_190_000, null),
  plan(2, 'اشتراک سه‌ماهه', 90, 3_290_000, 1_096_660),
  plan(3, 'اشتراک شش‌ماهه', 180, 5_990_000, 998_330),
  plan(4, 'اشتراک یک‌ساله', 365, 10_990_000, 903_280),
];

describe('PlanCards', () => {
  it('shows each plan in Toman with its monthly price and saving, the highlighted one marked', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ data: plans })),
    );
    render(
      <AppProviders>
        <MemoryRouter>
          <PlanCards />
        </MemoryRouter>
      </AppProviders>,
    );
    const list = await screen.findByRole('list', { name: 'طرح‌ها' });
    await within(list).findByText('اشتراک یک‌ماهه');
    const cards = within(list).getAllByRole('listitem', { name: /اشتراک/ });
    expect(cards).toHaveLength(4);

    const [monthly, , halfYear] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(monthly.querySelector('[data-plan-price]')?.textContent).toBe('۱۱۹٬۰۰۰تومان');
    expect(monthly.querySelector('[data-plan-monthly]')).toBeNull();
    expect(monthly.querySelector('[data-plan-saving]')).toBeNull();

    expect(halfYear.getAttribute('data-highlighted')).toBe('true');
    expect(within(halfYear).getByText('پیشنهاد ویژه')).toBeTruthy();
    expect(halfYear.querySelector('[data-plan-price]')?.textContent).toBe('۵۹۹٬۰۰۰تومان');
    expect(halfYear.querySelector('[data-plan-monthly]')?.textContent).toBe('ماهی ۹۹٬۸۳۳ تومان');
    expect(halfYear.querySelector('[data-plan-saving]')?.textContent).toBe('۱۶٪ صرفه‌جویی');
    expect(within(halfYear).getByRole('link', { name: 'خرید این طرح' }).getAttribute('href')).toBe(
      '/premium/join/3',
    );
    expect(within(halfYear).getByRole('link', { name: 'هدیه دادن' }).getAttribute('href')).toBe(
      '/gift?plan=3',
    );
    expect(within(halfYear).getByRole('link', { name: 'اشتراک شش‌ماهه' }).getAttribute('href')).toBe(
      '/premium/plans/3',
    );
  });
});
