import SettingsIcon from '@mui/icons-material/Settings';
import IconButton from '@mui/material/IconButton';
import { Suspense, useId, useRef, useState } from 'react';
import { retryableLazy } from '../../lib/retryable-lazy.ts';
import { playerMessages } from '../../messages/player.ts';
import type { PlayerSettings } from './settings-menu-popup.tsx';

const SettingsMenuPopup = retryableLazy(() => import('./settings-menu-popup.tsx'));

interface SettingsMenuProps {
  settings: PlayerSettings;
  /** The player's frame: the menu opens inside it, so it shows in full screen too. */
  container(): HTMLElement | null;
}

/**
 * The control bar's settings button: quality, speed, audio and the subtitles' look, in one menu
 * as phones have room for one button (settings-menu-popup.tsx, its own chunk, fetched on the
 * first press).
 */
export function SettingsMenu({ settings, container }: SettingsMenuProps) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  return (
    <>
      <IconButton
        ref={buttonRef}
        aria-label={playerMessages.settings}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-settings-button
        onClick={() => setOpen(true)}
        sx={{ color: 'inherit' }}
      >
        <SettingsIcon />
      </IconButton>
      {open && (
        <Suspense fallback={null}>
          <SettingsMenuPopup
            id={menuId}
            anchor={buttonRef.current}
            settings={settings}
            onClose={() => setOpen(false)}
            container={container}
          />
        </Suspense>
      )}
    </>
  );
}
