import type { TitleDetail } from '@pardeh/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../../test-support/app-providers.ts';
import { TitlePlot } from './title-plot.tsx';

const texts = (fields: Pick<TitleDetail, 'taglineFa' | 'taglineEn' | 'plotFa' | 'plotEn'>) =>
  fields as TitleDetail;

describe('TitlePlot', () => {
  it('shows the Persian tagline and plot, never the English ones beside them', () => {
    render(
      <AppProviders>
        <TitlePlot
          title={texts({
            taglineFa: 'شعار فارسی',
            taglineEn: 'English tagline',
            plotFa: 'خلاصه',
            plotEn: 'Plot',
          })}
        />
      </AppProviders>,
    );
    expect(screen.getByText('شعار فارسی')).toBeTruthy();
    expect(screen.queryByText('English tagline')).toBeNull();
  });

  it('marks an English tagline as English when there is no Persian one', () => {
    render(
      <AppProviders>
        <TitlePlot
          title={texts({
            taglineFa: null,
            taglineEn: 'Survival Is His Revenge',
            plotFa: 'خلاصه',
            plotEn: null,
          })}
        />
      </AppProviders>,
    );
    const tagline = screen.getByText('Survival Is His Revenge');
    expect(tagline.getAttribute('lang')).toBe('en');
    expect(tagline.getAttribute('dir')).toBe('ltr');
  });

  it('says in Persian that the plot is in English when there is no Persian one', () => {
    render(
      <AppProviders>
        <TitlePlot
          title={texts({ taglineFa: null, taglineEn: null, plotFa: null, plotEn: 'A man returns.' })}
        />
      </AppProviders>,
    );
    expect(screen.getByText('خلاصه‌ی فارسی هنوز نوشته نشده است؛ متن انگلیسی:')).toBeTruthy();
    expect(screen.getByText('A man returns.').getAttribute('lang')).toBe('en');
  });
});
