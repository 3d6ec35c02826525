import SubtitlesIcon from '@mui/icons-material/Subtitles';
import SubtitlesOffIcon from '@mui/icons-material/SubtitlesOff';
import IconButton from '@mui/material/IconButton';
import type { WatchSubtitle } from '@pardeh/contract';
import { Suspense, useId, useRef, useState } from 'react';
import { retryableLazy } from '../../lib/retryable-lazy.ts';
import { playerMessages } from '../../messages/player.ts';

const SubtitleMenuPopup = retryableLazy(() => import('./subtitle-menu-popup.tsx'));

interface SubtitleMenuProps {
  subtitles: readonly WatchSubtitle[];
  selected: number | null;
  choose(id: number | null): void;
  /** The player's frame: the menu opens inside it, so it shows in full screen too. */
  container(): HTMLElement | null;
}

/**
 * The control bar's subtitle button and its menu (subtitle-menu-popup.tsx). The player shows it
 * only for a video with subtitles, so other videos never load the menu's code.
 */
export function SubtitleMenu({ subtitles, selected, choose, container }: SubtitleMenuProps) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  return (
    <>
      <IconButton
        ref={buttonRef}
        aria-label={playerMessages.subtitles}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-subtitle-button
        onClick={() => setOpen(true)}
        sx={{ color: 'inherit' }}
      >
        {selected === null ? <SubtitlesOffIcon /> : <SubtitlesIcon />}
      </IconButton>
      <Suspense fallback={null}>
        <SubtitleMenuPopup
          id={menuId}
          open={open}
          anchor={buttonRef.current}
          subtitles={subtitles}
          selected={selected}
          pick={(id) => {
            choose(id);
            setOpen(false);
          }}
          onClose={() => setOpen(false)}
          container={container}
        />
      </Suspense>
    </>
  );
}
