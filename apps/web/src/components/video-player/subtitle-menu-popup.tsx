import CheckIcon from '@mui/icons-material/Check';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { WatchSubtitle } from '@pardeh/contract';
import { playerMessages } from '../../messages/player.ts';

interface SubtitleMenuPopupProps {
  id: string;
  open: boolean;
  anchor: HTMLElement | null;
  subtitles: readonly WatchSubtitle[];
  selected: number | null;
  pick(id: number | null): void;
  onClose(): void;
  /** The player's frame: the menu opens inside it, so it shows in full screen too. */
  container(): HTMLElement | null;
}

/**
 * The subtitle menu itself: «خاموش» and one radio item per track, the current one checked, so
 * arrows, Enter and Escape work and screen readers say which one is on. Its own chunk (MUI's Menu
 * and Modal), loaded only for a video that has subtitles.
 */
export default function SubtitleMenuPopup({
  id,
  open,
  anchor,
  subtitles,
  selected,
  pick,
  onClose,
  container,
}: SubtitleMenuPopupProps) {
  const options = [
    { id: null, label: playerMessages.subtitlesOff, language: undefined },
    ...subtitles.map((subtitle) => ({ id: subtitle.id, label: subtitle.label, language: subtitle.language })),
  ];
  return (
    <Menu
      id={id}
      open={open}
      anchorEl={anchor}
      onClose={onClose}
      container={container}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      transformOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      slotProps={{ list: { 'aria-label': playerMessages.subtitlesMenu, dense: true } }}
    >
      {options.map((option) => {
        const checked = option.id === selected;
        return (
          <MenuItem
            key={option.id ?? 'off'}
            role="menuitemradio"
            aria-checked={checked}
            selected={checked}
            lang={option.language}
            onClick={() => pick(option.id)}
          >
            <ListItemIcon sx={{ visibility: checked ? 'visible' : 'hidden' }}>
              <CheckIcon fontSize="small" />
            </ListItemIcon>
            {option.label}
          </MenuItem>
        );
      })}
    </Menu>
  );
}
