/**
 * Round 40px icon buttons of the header, as plain elements: MUI's IconButton would bring its
 * ripple code into the first page load for two buttons.
 */
export const iconButtonSx = {
  display: 'inline-grid',
  placeItems: 'center',
  width: 40,
  height: 40,
  p: 0,
  border: 0,
  borderRadius: '50%',
  color: 'inherit',
  bgcolor: 'transparent',
  cursor: 'pointer',
  transition: 'background-color 150ms',
  '&:hover': { bgcolor: 'rgba(255,255,255,0.08)' },
  '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.main' },
} as const;
