import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { playerMessages } from '../../messages/player.ts';

interface ShortcutsDialogProps {
  onClose(): void;
  /** The player's frame: the dialog opens inside it, so it shows in full screen too. */
  container(): HTMLElement | null;
}

/** The list `?` opens: each key (with its Persian-layout letter) and what it does. Its own chunk. */
export default function ShortcutsDialog({ onClose, container }: ShortcutsDialogProps) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} container={container} aria-labelledby={titleId} data-shortcuts-dialog>
      <DialogTitle id={titleId}>{playerMessages.shortcutsTitle}</DialogTitle>
      <DialogContent>
        <Box component="p" sx={{ mt: 0, color: 'text.secondary' }}>
          {playerMessages.shortcutsIntro}
        </Box>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 3, rowGap: 1, m: 0 }}
        >
          {playerMessages.shortcutList.map(([keys, action]) => (
            <Box key={keys} sx={{ display: 'contents' }}>
              <Box component="dt" sx={{ fontWeight: 700 }}>
                <Box component="kbd" sx={{ fontFamily: 'inherit' }}>
                  {keys}
                </Box>
              </Box>
              <Box component="dd" sx={{ m: 0 }}>
                {action}
              </Box>
            </Box>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {playerMessages.shortcutsClose}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
