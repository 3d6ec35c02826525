import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../test-support/app-providers.ts';
import { PersianPagination } from './persian-pagination.tsx';

describe('PersianPagination', () => {
  it('shows page numbers in Persian digits with Persian labels', () => {
    render(
      <AppProviders>
        <PersianPagination count={12} page={10} />
      </AppProviders>,
    );
    expect(screen.getByRole('button', { name: 'صفحه‌ی ۱۰' }).textContent).toBe('۱۰');
    expect(screen.getByRole('button', { name: 'رفتن به صفحه‌ی ۱۲' }).textContent).toBe('۱۲');
    expect(screen.getByRole('button', { name: 'رفتن به صفحه‌ی بعدی' })).toBeTruthy();
  });
});
