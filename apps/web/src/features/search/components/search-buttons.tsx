import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import type { ActionDispatch, ReactNode } from 'react';
import { iconButtonSx } from '../../../components/header/icon-button-sx.ts';
import { messages } from '../../../messages/index.ts';
import type { SearchEvent } from '../lib/search-stage.ts';

/** Back to the header's menu; the icon that opened the search comes back and, for keyboard users, gets the focus. */
export function closeSearch(dispatch: ActionDispatch<[SearchEvent]>): void {
  dispatch({ type: 'close' });
  window.requestAnimationFrame(() => document.querySelector<HTMLElement>('[data-search-open]')?.focus());
}

/** The round × that closes the search stage. */
export function CloseSearchButton({ onClick }: { onClick(): void }) {
  return (
    <Box
      component="button"
      type="button"
      sx={iconButtonSx}
      aria-label={messages.search.close}
      onClick={onClick}
    >
      <CloseIcon />
    </Box>
  );
}

/** A retry that reads as a link inside a line of text; it leaves the focus where it is. */
export function InlineRetryButton({ onClick, children }: { onClick(): void; children: ReactNode }) {
  return (
    <Box
      component="button"
      type="button"
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      sx={{
        border: 0,
        p: 0,
        bgcolor: 'transparent',
        color: 'secondary.main',
        font: 'inherit',
        cursor: 'pointer',
      }}
    >
      {children}
    </Box>
  );
}
