import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../test-support/app-providers.ts';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

afterEach(cleanup);

function Broken(): never {
  throw new Error('the page failed to render');
}

let navigate: ReturnType<typeof useNavigate> = () => {};
function NavigateHandle() {
  navigate = useNavigate();
  return null;
}

describe('RouteErrorBoundary', () => {
  it('shows the error page for a page that fails, and the next page after a navigation', async () => {
    // React reports the caught error on the console; expected here.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <AppProviders>
        <MemoryRouter initialEntries={['/broken']}>
          <NavigateHandle />
          <RouteErrorBoundary>
            <Routes>
              <Route path="/broken" element={<Broken />} />
              <Route path="/fine" element={<p>صفحه‌ی سالم</p>} />
            </Routes>
          </RouteErrorBoundary>
        </MemoryRouter>
      </AppProviders>,
    );
    expect(screen.getByText('مشکلی پیش آمد')).toBeTruthy();
    await act(async () => navigate('/fine'));
    expect(screen.getByText('صفحه‌ی سالم')).toBeTruthy();
    expect(screen.queryByText('مشکلی پیش آمد')).toBeNull();
    vi.restoreAllMocks();
  });
});
