import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../test-support/app-providers.ts';
import { DEFAULT_SUBTITLE_STYLE, type SubtitleStyle } from './player-storage.ts';
import { SettingsMenu } from './settings-menu.tsx';
import { AUTO_QUALITY } from './use-playback-source.ts';

const qualities = [
  { id: 'file-1', label: '480p', height: 480 },
  { id: 'file-2', label: '1080p', height: 1080 },
];

function Harness({ log }: { log: string[] }) {
  const [rate, setRate] = useState(1);
  const [quality, setQuality] = useState(AUTO_QUALITY);
  const [style, setStyle] = useState<SubtitleStyle>(DEFAULT_SUBTITLE_STYLE);
  return (
    <SettingsMenu
      container={() => document.body}
      settings={{
        quality: {
          options: qualities,
          selected: quality,
          playing: qualities[1] ?? null,
          choose: (id) => {
            log.push(`quality ${id}`);
            setQuality(id);
          },
        },
        speed: { rate, choose: setRate },
        subtitleStyle: { style, change: setStyle },
      }}
    />
  );
}

describe('the settings menu', () => {
  it('lists settings with their values and opens each one’s choices, by keyboard', async () => {
    const user = userEvent.setup();
    const log: string[] = [];
    render(
      <AppProviders>
        <Harness log={log} />
      </AppProviders>,
    );
    const button = screen.getByRole('button', { name: 'تنظیمات پخش' });
    button.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'تنظیمات پخش' });
    const rows = within(menu).getAllByRole('menuitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'کیفیتخودکار (۱۰۸۰p)',
      'سرعتعادی',
      'ظاهر زیرنویسمتوسط',
    ]);

    // Quality: «خودکار» with what it plays, then the highest first; Enter on 480p picks it.
    await user.keyboard('{Enter}');
    const choices = await screen.findAllByRole('menuitemradio');
    expect(choices.map((choice) => choice.textContent)).toEqual(['خودکار (۱۰۸۰p)', '۱۰۸۰p', '۴۸۰p']);
    expect(choices[0]?.getAttribute('aria-checked')).toBe('true');
    await user.click(screen.getByRole('menuitemradio', { name: '۴۸۰p' }));
    expect(log).toEqual(['quality file-1']);
    expect(screen.queryByRole('menu')).toBeNull();

    // Speed, through the mouse this time.
    await user.click(button);
    await user.click(await screen.findByRole('menuitem', { name: /سرعت/ }));
    await user.click(screen.getByRole('menuitemradio', { name: '۱٫۷۵×' }));
    await user.click(button);
    expect((await screen.findByRole('menuitem', { name: /سرعت/ })).textContent).toContain('۱٫۷۵×');

    // The subtitles' look changes without closing the menu; «بازگشت» goes back.
    await user.click(screen.getByRole('menuitem', { name: /ظاهر زیرنویس/ }));
    await user.click(screen.getByRole('menuitemradio', { name: 'بزرگ' }));
    await user.click(screen.getByRole('menuitemradio', { name: 'بالاتر از دکمه‌ها' }));
    expect(screen.getByRole('menuitemradio', { name: 'بزرگ' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('menuitemradio', { name: 'متوسط' }).getAttribute('aria-checked')).toBe('false');
    await user.click(screen.getByRole('menuitem', { name: 'بازگشت' }));
    expect((await screen.findByRole('menuitem', { name: /ظاهر زیرنویس/ })).textContent).toContain('بزرگ');
  });
});
