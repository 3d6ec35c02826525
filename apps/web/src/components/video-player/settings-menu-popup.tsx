import CheckIcon from '@mui/icons-material/Check';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTheme } from '@mui/material/styles';
import { type ReactNode, useState } from 'react';
import { toPersianDigits } from '../../lib/persian.ts';
import { playerMessages } from '../../messages/player.ts';
import { PLAYBACK_RATES } from './player-shortcuts.ts';
import {
  SUBTITLE_BACKGROUNDS,
  SUBTITLE_POSITIONS,
  SUBTITLE_SIZES,
  type SubtitleStyle,
} from './player-storage.ts';
import { AUTO_QUALITY, type AudioOption, type QualityOption } from './use-playback-source.ts';

export interface PlayerSettings {
  /** Absent with fewer than two qualities. */
  quality?: {
    options: QualityOption[];
    selected: string;
    playing: QualityOption | null;
    choose(id: string): void;
  };
  speed: { rate: number; choose(rate: number): void };
  /** Absent with fewer than two audio tracks. */
  audio?: { options: AudioOption[]; selected: number | null; choose(id: number): void };
  /** Absent for a video without subtitles. */
  subtitleStyle?: { style: SubtitleStyle; change(style: SubtitleStyle): void };
}

/** A quality label in Persian digits: 720p → ۷۲۰p. */
export const qualityLabel = (label: string) => toPersianDigits(label);

/** A speed as the menu writes it: «عادی», ۰٫۵×, ۱٫۲۵×. */
export const speedLabel = (rate: number) =>
  rate === 1
    ? playerMessages.speedNormal
    : playerMessages.speedValue(toPersianDigits(String(rate)).replace('.', '\u066b'));

type View = 'main' | 'quality' | 'speed' | 'audio' | 'subtitle-style';

interface SettingsMenuPopupProps {
  id: string;
  anchor: HTMLElement | null;
  settings: PlayerSettings;
  onClose(): void;
  container(): HTMLElement | null;
}

/**
 * The settings menu: a list of settings with their values, each opening its choices in place
 * («بازگشت» returns). Choices are radio items, the current one checked, so arrows, Enter and
 * Escape work and screen readers say which one is on.
 */
export default function SettingsMenuPopup({
  id,
  anchor,
  settings,
  onClose,
  container,
}: SettingsMenuPopupProps) {
  const [view, setView] = useState<View>('main');
  const rtl = useTheme().direction === 'rtl';
  const Forward = rtl ? ChevronLeftIcon : ChevronRightIcon;
  const Back = rtl ? ChevronRightIcon : ChevronLeftIcon;
  const { quality, speed, audio, subtitleStyle } = settings;

  const opener = (target: View, label: string, value: string, first: boolean) => (
    <MenuItem key={target} autoFocus={first} onClick={() => setView(target)}>
      <ListItemText primary={label} secondary={value} />
      <Forward fontSize="small" sx={{ ms: 2 }} />
    </MenuItem>
  );
  const back = (
    <MenuItem key="back" onClick={() => setView('main')}>
      <ListItemIcon>
        <Back fontSize="small" />
      </ListItemIcon>
      {playerMessages.backToSettings}
    </MenuItem>
  );
  const choice = (key: string, label: ReactNode, checked: boolean, pick: () => void, lang?: string) => (
    <MenuItem
      key={key}
      role="menuitemradio"
      aria-checked={checked}
      selected={checked}
      autoFocus={checked}
      lang={lang}
      onClick={pick}
    >
      <ListItemIcon sx={{ visibility: checked ? 'visible' : 'hidden' }}>
        <CheckIcon fontSize="small" />
      </ListItemIcon>
      {label}
    </MenuItem>
  );
  const closeAfter = (action: () => void) => () => {
    action();
    onClose();
  };

  let items: ReactNode[];
  if (view === 'quality' && quality) {
    items = [
      back,
      choice(
        AUTO_QUALITY,
        quality.selected === AUTO_QUALITY && quality.playing
          ? playerMessages.qualityAutoPlaying(qualityLabel(quality.playing.label))
          : playerMessages.qualityAuto,
        quality.selected === AUTO_QUALITY,
        closeAfter(() => quality.choose(AUTO_QUALITY)),
      ),
      // Highest first, as streaming apps list them.
      ...[...quality.options].reverse().map((option) =>
        choice(
          option.id,
          qualityLabel(option.label),
          option.id === quality.selected,
          closeAfter(() => quality.choose(option.id)),
        ),
      ),
    ];
  } else if (view === 'speed') {
    items = [
      back,
      ...PLAYBACK_RATES.map((rate) =>
        choice(
          String(rate),
          speedLabel(rate),
          rate === speed.rate,
          closeAfter(() => speed.choose(rate)),
        ),
      ),
    ];
  } else if (view === 'audio' && audio) {
    items = [
      back,
      ...audio.options.map((option) =>
        choice(
          `audio-${option.id}`,
          option.label,
          option.id === audio.selected,
          closeAfter(() => audio.choose(option.id)),
          option.language || undefined,
        ),
      ),
    ];
  } else if (view === 'subtitle-style' && subtitleStyle) {
    const { style, change } = subtitleStyle;
    const group = <K extends keyof SubtitleStyle>(
      field: K,
      heading: string,
      options: readonly SubtitleStyle[K][],
      labels: Record<SubtitleStyle[K], string>,
    ) => [
      <ListSubheader key={field} sx={{ bgcolor: 'transparent', lineHeight: 2.5 }}>
        {heading}
      </ListSubheader>,
      ...options.map((option) =>
        choice(`${field}-${option}`, labels[option], style[field] === option, () =>
          change({ ...style, [field]: option }),
        ),
      ),
    ];
    items = [
      back,
      ...group('size', playerMessages.subtitleSize, SUBTITLE_SIZES, playerMessages.subtitleSizes),
      ...group(
        'background',
        playerMessages.subtitleBackground,
        SUBTITLE_BACKGROUNDS,
        playerMessages.subtitleBackgrounds,
      ),
      ...group(
        'position',
        playerMessages.subtitlePosition,
        SUBTITLE_POSITIONS,
        playerMessages.subtitlePositions,
      ),
    ];
  } else {
    const rows: [View, string, string][] = [];
    if (quality) {
      const value =
        quality.selected === AUTO_QUALITY
          ? quality.playing
            ? playerMessages.qualityAutoPlaying(qualityLabel(quality.playing.label))
            : playerMessages.qualityAuto
          : qualityLabel(quality.options.find((option) => option.id === quality.selected)?.label ?? '');
      rows.push(['quality', playerMessages.quality, value]);
    }
    rows.push(['speed', playerMessages.speed, speedLabel(speed.rate)]);
    if (audio) {
      rows.push([
        'audio',
        playerMessages.audio,
        audio.options.find((option) => option.id === audio.selected)?.label ?? '',
      ]);
    }
    if (subtitleStyle) {
      const { size } = subtitleStyle.style;
      rows.push(['subtitle-style', playerMessages.subtitleStyle, playerMessages.subtitleSizes[size]]);
    }
    items = rows.map(([target, label, value], index) => opener(target, label, value, index === 0));
  }

  return (
    <Menu
      id={id}
      open
      anchorEl={anchor}
      onClose={onClose}
      container={container}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      transformOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      slotProps={{
        list: { 'aria-label': playerMessages.settingsMenu, dense: true },
        paper: { sx: { minWidth: 200, maxHeight: 'min(70vh, 100%)' } },
      }}
    >
      {items}
    </Menu>
  );
}
