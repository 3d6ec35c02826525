import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';
import { QueryFailure } from '../../../components/query-failure.tsx';
import type { StreamSlotControl } from '../lib/use-stream-slot.ts';
import { watchMessages } from '../messages.ts';
import { ScreensFullPanel } from './screens-full-panel.tsx';

/**
 * The watch page's stage for a file that needs a screen of the viewer's plan: the player once the
 * screen is held, the devices playing when every screen is, a placeholder while asking.
 */
export function ScreenStage({ slot, children }: { slot: StreamSlotControl; children: ReactNode }) {
  const { state, retry } = slot;
  if (state.status === 'claiming')
    return (
      <Skeleton
        variant="rectangular"
        role="status"
        aria-label={watchMessages.claimingScreen}
        sx={{ width: '100%', height: 'auto', aspectRatio: '16 / 9', borderRadius: { xs: 0, sm: 3 } }}
      />
    );
  if (state.status === 'full') return <ScreensFullPanel full={state.full} retry={retry} />;
  if (state.status === 'failed')
    return <QueryFailure error={state.error} retry={retry} title={watchMessages.screenFailure} />;
  return children;
}
