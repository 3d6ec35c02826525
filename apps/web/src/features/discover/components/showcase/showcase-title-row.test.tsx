import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../../../test-support/app-providers.ts';
import { ShowcaseTitleRow } from './showcase-title-row.tsx';

const renderRow = (titles: [] | undefined) =>
  render(
    <AppProviders>
      <MemoryRouter>
        <ShowcaseTitleRow title="به‌زودی در پرده" viewAllPath="/comingsoon" titles={titles} />
      </MemoryRouter>
    </AppProviders>,
  );

describe('ShowcaseTitleRow', () => {
  afterEach(cleanup);

  it('shows its heading and placeholders while the titles load', () => {
    renderRow(undefined);
    expect(screen.getByRole('heading', { name: 'به‌زودی در پرده' })).toBeTruthy();
  });

  it('leaves out a row that has no titles', () => {
    renderRow([]);
    expect(screen.queryByRole('heading', { name: 'به‌زودی در پرده' })).toBeNull();
  });
});
