import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../test-support/app-providers.ts';
import { ApiError } from '../lib/api-client.ts';
import { LoadFailure, QueryFailure } from './query-failure.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const renderFailure = (error: unknown, retry = vi.fn()) => {
  render(
    <AppProviders>
      <MemoryRouter>
        <LoadFailure title="اطلاعات این عنوان بارگذاری نشد" error={error} retry={retry} />
      </MemoryRouter>
    </AppProviders>,
  );
  return retry;
};

describe('LoadFailure', () => {
  it('says the device is offline for a request that got no answer offline, and retries on the button', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const retry = renderFailure(new ApiError(0, 'ارتباط با سرور برقرار نشد'));
    expect(screen.getByRole('heading', { name: 'اتصال به اینترنت برقرار نیست' })).toBeTruthy();
    expect(screen.queryByText('اطلاعات این عنوان بارگذاری نشد')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('says the server did not answer when the device is online', () => {
    renderFailure(new TypeError('Failed to fetch'));
    expect(screen.getByRole('heading', { name: 'ارتباط با سرور برقرار نشد' })).toBeTruthy();
  });

  it('says the site is away for a while on a 503, and tries again after its Retry-After', () => {
    vi.useFakeTimers();
    const retry = renderFailure(new ApiError(503, 'پایگاه داده در دسترس نیست', undefined, undefined, 7));
    expect(screen.getByRole('heading', { name: 'پرده موقتاً در دسترس نیست' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(6_900));
    expect(retry).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(200));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('keeps the page’s title and the server’s sentence for any other failure', () => {
    renderFailure(new ApiError(500, 'خطای داخلی سرور'));
    expect(screen.getByRole('heading', { name: 'اطلاعات این عنوان بارگذاری نشد' })).toBeTruthy();
    expect(screen.getByText('خطای داخلی سرور')).toBeTruthy();
  });
});

describe('QueryFailure', () => {
  const renderQueryFailure = (error: unknown) =>
    render(
      <AppProviders>
        <MemoryRouter>
          <QueryFailure error={error} retry={() => {}} title="t" />
        </MemoryRouter>
      </AppProviders>,
    );

  it('shows the not-found page for a 404, the connection state for no answer', () => {
    const first = renderQueryFailure(new ApiError(404, 'x'));
    expect(screen.getByRole('heading', { name: 'این صفحه پیدا نشد' })).toBeTruthy();
    first.unmount();
    renderQueryFailure(new ApiError(0, 'x'));
    expect(screen.getByRole('heading', { name: 'ارتباط با سرور برقرار نشد' })).toBeTruthy();
  });
});
