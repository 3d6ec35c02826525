import AddRounded from '@mui/icons-material/AddRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import SkipNextRounded from '@mui/icons-material/SkipNextRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type AdminMediaFile, type FileLanguage, fileLanguageSchema } from '@pardeh/contract';
import { Link } from 'react-router';
import { formatPlaybackTime } from '../../../components/video-player/media-source.ts';
import { formatNumber } from '../../../lib/persian.ts';
import { fileLabel, formatFileSize } from '../../titles/index.ts';
import { adminMediaMessages } from '../messages.ts';

const text = adminMediaMessages;

interface MediaFileCardProps {
  file: AdminMediaFile;
  /** The public watch page of the file. */
  watchHref: string;
  busy: boolean;
  onChange(change: { premiumOnly?: boolean; language?: FileLanguage }): void;
  onAddSubtitle(): void;
  onRemoveSubtitle(subtitleId: number): void;
  onDelete(): void;
}

/** One playable file: what it is, its renditions and subtitles, and what an operator can change. */
export function MediaFileCard({
  file,
  watchHref,
  busy,
  onChange,
  onAddSubtitle,
  onRemoveSubtitle,
  onDelete,
}: MediaFileCardProps) {
  const asset = file.asset;
  const episode = file.episode
    ? text.target.episode(formatNumber(file.episode.seasonNumber), formatNumber(file.episode.number), null)
    : null;
  const facts: Array<[string, string]> = [
    [text.files.size, formatFileSize(file.sizeBytes)],
    ...(asset?.durationSeconds
      ? [[text.files.duration, formatPlaybackTime(asset.durationSeconds)] as [string, string]]
      : []),
    [
      text.files.renditions,
      asset
        ? asset.renditions.map((rendition) => rendition.name).join('، ') || file.quality
        : text.files.olderFile,
    ],
  ];
  return (
    <Box
      component="li"
      data-file={file.id}
      sx={{ p: 2, borderRadius: 2, border: '1px solid', borderColor: 'divider', display: 'grid', gap: 1.5 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 1 }}>
        <Typography component="h3" sx={{ fontWeight: 700 }}>
          {fileLabel(file)}
        </Typography>
        {episode && <Typography sx={{ color: 'text.secondary' }}>{episode}</Typography>}
        {file.premiumOnly && (
          <Chip size="small" color="warning" variant="outlined" label={text.files.premium} />
        )}
      </Box>
      <Box component="dl" sx={{ m: 0, display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 0.5 }}>
        {facts.map(([label, value]) => (
          <Box key={label} sx={{ display: 'flex', gap: 0.75 }}>
            <Box component="dt" sx={{ color: 'text.secondary' }}>
              {label}:
            </Box>
            <Box component="dd" sx={{ m: 0 }} dir={label === text.files.renditions ? 'ltr' : undefined}>
              {value}
            </Box>
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {text.files.subtitles}:
        </Typography>
        {file.subtitles.length === 0 && <Typography variant="body2">{text.files.noSubtitles}</Typography>}
        {file.subtitles.map((subtitle) => (
          <Box
            key={subtitle.id}
            data-subtitle={subtitle.id}
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              borderRadius: 4,
              bgcolor: 'action.selected',
              pl: 1.25,
            }}
          >
            <Typography variant="body2" component="span">
              {subtitle.label} <bdi>({subtitle.language})</bdi>
            </Typography>
            <IconButton
              size="small"
              aria-label={text.files.removeSubtitle(subtitle.label)}
              onClick={() => onRemoveSubtitle(subtitle.id)}
              disabled={busy}
            >
              <CloseRounded fontSize="small" />
            </IconButton>
          </Box>
        ))}
        <Button size="small" startIcon={<AddRounded />} onClick={onAddSubtitle} disabled={busy}>
          {text.files.addSubtitle}
        </Button>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <TextField
          select
          size="small"
          label={text.files.language}
          value={file.language}
          onChange={(event) => onChange({ language: event.target.value as FileLanguage })}
          disabled={busy}
          sx={{ minWidth: 160 }}
        >
          {fileLanguageSchema.options.map((language) => (
            <MenuItem key={language} value={language}>
              {text.languages[language]}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={
            <Switch
              checked={file.premiumOnly}
              onChange={(event) => onChange({ premiumOnly: event.target.checked })}
            />
          }
          label={text.files.premium}
          disabled={busy}
        />
        <Box sx={{ flex: 1 }} />
        <Button
          size="small"
          component={Link}
          to={`/admin/titles/${file.titleId}/media/files/${file.id}/markers`}
          startIcon={<SkipNextRounded />}
          color="inherit"
        >
          {text.files.markers}
        </Button>
        <Button
          size="small"
          component="a"
          href={watchHref}
          target="_blank"
          rel="noopener"
          startIcon={<PlayArrowRounded />}
          color="inherit"
        >
          {text.files.watch}
        </Button>
        <Button
          size="small"
          color="error"
          startIcon={<DeleteOutlineRounded />}
          onClick={onDelete}
          disabled={busy}
        >
          {text.files.delete}
        </Button>
      </Box>
    </Box>
  );
}
