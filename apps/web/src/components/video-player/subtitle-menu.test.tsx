import type { WatchSubtitle } from '@pardeh/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../test-support/app-providers.ts';
import { SubtitleMenu } from './subtitle-menu.tsx';

const subtitles: WatchSubtitle[] = [
  { id: 1, language: 'fa', label: 'فارسی', url: '/media/subtitles/1.vtt' },
  { id: 2, language: 'en', label: 'انگلیسی', url: '/media/subtitles/2.vtt' },
];

function Harness({ chosen }: { chosen: Array<number | null> }) {
  const [selected, setSelected] = useState<number | null>(1);
  return (
    <SubtitleMenu
      subtitles={subtitles}
      selected={selected}
      choose={(id) => {
        chosen.push(id);
        setSelected(id);
      }}
      container={() => document.body}
    />
  );
}

describe('the subtitle menu', () => {
  it('lists off and every track with the current one checked, and picks with the keyboard', async () => {
    const user = userEvent.setup();
    const chosen: Array<number | null> = [];
    render(
      <AppProviders>
        <Harness chosen={chosen} />
      </AppProviders>,
    );
    const button = screen.getByRole('button', { name: 'زیرنویس' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    button.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'انتخاب زیرنویس' });
    const items = within(menu).getAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual(['خاموش', 'فارسی', 'انگلیسی']);
    expect(items.map((item) => item.getAttribute('aria-checked'))).toEqual(['false', 'true', 'false']);
    expect(items[2]?.getAttribute('lang')).toBe('en');

    // The checked item has the focus; one step down is English.
    await user.keyboard('{ArrowDown}{Enter}');
    expect(chosen).toEqual([2]);
    expect(screen.queryByRole('menu')).toBeNull();

    await user.click(button);
    await user.click(screen.getByRole('menuitemradio', { name: 'خاموش' }));
    expect(chosen).toEqual([2, null]);
    await user.click(button);
    expect(screen.getByRole('menuitemradio', { name: 'خاموش' }).getAttribute('aria-checked')).toBe('true');
  });
});
