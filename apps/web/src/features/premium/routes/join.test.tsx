import type { Plan } from '@pardeh/contract';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../../test-support/app-providers.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { goToGateway } from '../lib/go-to-gateway.ts';
import { JoinPage } from './join.tsx';

vi.mock('../lib/go-to-gateway.ts', () => ({ goToGateway: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(goToGateway).mockReset();
  useAuthStore.setState({ user: null, token: null, status: 'idle' });
});

const plan: Plan = {
  id: 2,
  name: 'اشتراک سه‌ماهه',
  durationDays: 90,
  priceRial: 3_290_000,
  monthlyPriceRial: 1_096_660,
  features: [],
  highlighted: false,
};

/** The API as the join page meets it; join2 answers once `answerJoin` is called. */
function stubApi() {
  const joins: unknown[] = [];
  let answerJoin: () => void = () => {};
  const joined = new Promise<void>((resolve) => {
    answerJoin = resolve;
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = new URL(url).pathname;
      if (path === '/api/premium/plans/2') return Response.json({ data: plan });
      if (path === '/api/premium/gateways') {
        return Response.json({ data: [{ id: 'sandbox', name: 'درگاه آزمایشی', test: true }] });
      }
      if (path === '/api/user/join2') {
        joins.push(JSON.parse(String(init?.body)));
        await joined;
        return Response.json(
          { data: { orderId: 9, redirectUrl: 'http://pay.example/payments/sandbox/S1' } },
          { status: 201 },
        );
      }
      return Response.json({ message: 'not found' }, { status: 404 });
    }),
  );
  return { joins, answerJoin: () => answerJoin() };
}

describe('JoinPage', () => {
  it('names the test gateway, sends only the plan and gateway, once, then leaves for the gateway', async () => {
    useAuthStore.setState({
      status: 'authenticated',
      user: {
        id: 1,
        name: 'سارا',
        email: 'sara@example.com',
        phone: null,
        hasPassword: true,
        newNotifications: false,
        isAdmin: false,
        premium: { active: false, planId: null, expiresAt: null },
        createdAt: '2025-01-01T00:00:00.000Z',
      },
    });
    const api = stubApi();
    render(
      <AppProviders>
        <MemoryRouter initialEntries={['/premium/join/2']}>
          <Routes>
            <Route path="/premium/join/:id" element={<JoinPage />} />
          </Routes>
        </MemoryRouter>
      </AppProviders>,
    );
    await screen.findByText('اشتراک سه‌ماهه');
    expect(screen.getByText('۳۲۹٬۰۰۰ تومان')).toBeTruthy();
    expect((await screen.findByRole('radio', { name: /درگاه آزمایشی/ })) as HTMLInputElement).toBeTruthy();
    expect(screen.getByText(/پولی پرداخت نمی‌شود/)).toBeTruthy();

    const pay = screen.getByRole('button', { name: 'پرداخت' });
    fireEvent.click(pay);
    fireEvent.click(pay);
    await screen.findByRole('button', { name: /در حال رفتن به درگاه/ });
    api.answerJoin();
    await vi.waitFor(() =>
      expect(goToGateway).toHaveBeenCalledWith('http://pay.example/payments/sandbox/S1'),
    );
    expect(api.joins).toEqual([{ planId: 2, gateway: 'sandbox' }]);
  });
});
