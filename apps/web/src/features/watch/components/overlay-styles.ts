/** The look of what the watch page lays over the video: dark glass, white text, a visible focus. */
export const overlayButtonSx = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 0.75,
  minHeight: 44,
  px: 2,
  border: '1px solid rgba(255,255,255,0.35)',
  borderRadius: 2,
  bgcolor: 'rgba(12,12,15,0.78)',
  color: 'common.white',
  font: 'inherit',
  fontSize: '0.95rem',
  fontWeight: 600,
  cursor: 'pointer',
  textDecoration: 'none',
  pointerEvents: 'auto',
  backdropFilter: 'blur(6px)',
  '&:hover': { bgcolor: 'rgba(40,40,46,0.9)', borderColor: 'common.white' },
  '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.light', outlineOffset: 2 },
} as const;

export const overlayPanelSx = {
  pointerEvents: 'auto',
  bgcolor: 'rgba(12,12,15,0.92)',
  color: 'common.white',
  border: '1px solid rgba(255,255,255,0.14)',
  backdropFilter: 'blur(8px)',
} as const;

/** The player's control bar is about this tall; overlays at the bottom sit above it. */
export const aboveControlBar = { xs: 66, sm: 84 } as const;
