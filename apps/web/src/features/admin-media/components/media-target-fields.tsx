import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FileLanguage, fileLanguageSchema, type MediaPurpose, mediaPurposes } from '@pardeh/contract';
import { useId } from 'react';
import type { MediaUploadTarget } from '../api/upload-media.ts';
import { adminMediaMessages } from '../messages.ts';
import type { EpisodeOption } from './media-target.ts';

const text = adminMediaMessages;

interface MediaTargetFieldsProps {
  value: MediaUploadTarget;
  onChange(value: MediaUploadTarget): void;
  episodes: EpisodeOption[];
  disabled?: boolean;
  /** Tells the fields of two forms on one page apart (`upload`, `register`). */
  name: string;
}

/**
 * What a new video becomes: a file (of the title or one of its episodes, in a language, free or
 * for subscribers) or the title's trailer, which has none of those choices.
 */
export function MediaTargetFields({
  value,
  onChange,
  episodes,
  disabled = false,
  name,
}: MediaTargetFieldsProps) {
  const purposeId = useId();
  const trailer = value.purpose === 'trailer';
  const set = (patch: Partial<MediaUploadTarget>) => onChange({ ...value, ...patch });
  return (
    <>
      <FormControl disabled={disabled}>
        <FormLabel id={purposeId}>{text.target.purpose}</FormLabel>
        <RadioGroup
          row
          aria-labelledby={purposeId}
          name={`${name}-purpose`}
          value={value.purpose}
          onChange={(event) => set({ purpose: event.target.value as MediaPurpose })}
        >
          {mediaPurposes.map((purpose) => (
            <FormControlLabel
              key={purpose}
              value={purpose}
              control={<Radio />}
              label={text.purposes[purpose]}
            />
          ))}
        </RadioGroup>
      </FormControl>
      {trailer ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', alignSelf: 'center' }}>
          {text.target.trailerNote}
        </Typography>
      ) : (
        <>
          {episodes.length > 1 && (
            <TextField
              select
              label={text.target.label}
              name={`${name}-episode`}
              value={value.episodeId === null ? '' : String(value.episodeId)}
              onChange={(event) => set({ episodeId: event.target.value ? Number(event.target.value) : null })}
              disabled={disabled}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              {episodes.map((option) => (
                <MenuItem key={option.id ?? 'title'} value={option.id === null ? '' : String(option.id)}>
                  {option.label}
                </MenuItem>
              ))}
            </TextField>
          )}
          <TextField
            select
            label={text.target.language}
            name={`${name}-language`}
            value={value.language}
            onChange={(event) => set({ language: event.target.value as FileLanguage })}
            disabled={disabled}
          >
            {fileLanguageSchema.options.map((language) => (
              <MenuItem key={language} value={language}>
                {text.languages[language]}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel
            disabled={disabled}
            control={
              <Switch
                name={`${name}-premium`}
                checked={value.premiumOnly}
                onChange={(event) => set({ premiumOnly: event.target.checked })}
              />
            }
            label={text.target.premium}
          />
        </>
      )}
    </>
  );
}
