import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../test-support/app-providers.ts';
import { retryableLazy } from '../lib/retryable-lazy.ts';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

afterEach(cleanup);
// React reports each caught error on the console; expected here.
beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => vi.restoreAllMocks());

function Broken(): never {
  throw new Error('the page failed to render');
}

let navigate: ReturnType<typeof useNavigate> = () => {};
function NavigateHandle() {
  navigate = useNavigate();
  return null;
}

const chunkFailure = () =>
  new TypeError(`Failed to fetch dynamically imported module: ${window.location.origin}/assets/films-abc.js`);

/** A lazily loaded page whose code fails to arrive the first time it is asked for. */
function pageFailingOnce() {
  const load = vi
    .fn()
    .mockRejectedValueOnce(chunkFailure())
    .mockResolvedValue({ default: () => <p>صفحه‌ی فیلم‌ها</p> });
  return { Page: retryableLazy(load), load };
}

function renderAt(path: string, element: React.ReactNode) {
  render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <NavigateHandle />
        <RouteErrorBoundary>
          <Suspense fallback={<p>در حال بارگذاری</p>}>
            <Routes>
              <Route path={path} element={element} />
              <Route path="/fine" element={<p>صفحه‌ی سالم</p>} />
            </Routes>
          </Suspense>
        </RouteErrorBoundary>
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('RouteErrorBoundary', () => {
  it('shows the error page for a page that fails, and the next page after a navigation', async () => {
    renderAt('/broken', <Broken />);
    expect(screen.getByText('مشکلی پیش آمد')).toBeTruthy();
    await act(async () => navigate('/fine'));
    expect(screen.getByText('صفحه‌ی سالم')).toBeTruthy();
    expect(screen.queryByText('مشکلی پیش آمد')).toBeNull();
  });

  it('says the device is offline when a page’s code did not arrive offline, and retries in place', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { Page, load } = pageFailingOnce();
    renderAt('/films', <Page />);
    expect(await screen.findByText('اتصال به اینترنت برقرار نیست')).toBeTruthy();
    expect(screen.queryByText('مشکلی پیش آمد')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findByText('صفحه‌ی فیلم‌ها')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('retries by itself when the browser comes back online', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { Page } = pageFailingOnce();
    renderAt('/films', <Page />);
    expect(await screen.findByText('اتصال به اینترنت برقرار نیست')).toBeTruthy();
    onLine.mockReturnValue(true);
    await act(async () => window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('صفحه‌ی فیلم‌ها')).toBeTruthy();
    expect(screen.queryByText('اتصال به اینترنت برقرار نیست')).toBeNull();
  });

  it('says the server did not answer when online and the file could not be asked for again', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const { Page } = pageFailingOnce();
    renderAt('/films', <Page />);
    expect(await screen.findByText('ارتباط با سرور برقرار نشد')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findByText('صفحه‌ی فیلم‌ها')).toBeTruthy();
  });

  it('reloads the page once when the file is gone with a new deployment', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 404 })),
    );
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const { Page } = pageFailingOnce();
    renderAt('/films', <Page />);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    // While the page reloads, no error message flashes.
    expect(screen.getByRole('status', { name: 'در حال بررسی اتصال…' })).toBeTruthy();
    expect(screen.queryByText('مشکلی پیش آمد')).toBeNull();
  });
});
