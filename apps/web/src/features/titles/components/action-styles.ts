/** The look of the title page's action buttons and links (watch, trailer, files, library). */
export const actionSx = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 1,
  minHeight: 44,
  px: 2.25,
  borderRadius: 2,
  fontSize: '0.95rem',
  fontWeight: 500,
  fontFamily: 'inherit',
  border: '1px solid rgba(255,255,255,0.22)',
  color: 'common.white',
  bgcolor: 'rgba(255,255,255,0.04)',
  cursor: 'pointer',
  transition: 'background-color 150ms, border-color 150ms',
  '&:hover': { borderColor: 'common.white', bgcolor: 'rgba(255,255,255,0.08)' },
  '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.light', outlineOffset: 2 },
  '& svg': { fontSize: 22 },
} as const;

export const primarySx = {
  ...actionSx,
  border: 0,
  bgcolor: 'secondary.main',
  color: 'secondary.contrastText',
  '&:hover': { bgcolor: 'secondary.light' },
} as const;

/** Material's thumb-down is its thumb-up turned over: one icon's code on the first screen, not two. */
export const upsideDown = { transform: 'rotate(180deg)' } as const;
