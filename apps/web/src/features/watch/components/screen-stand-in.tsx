import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';
import { QueryFailure } from '../../../components/query-failure.tsx';
import type { StreamSlotControl } from '../lib/use-stream-slot.ts';
import { watchMessages } from '../messages.ts';
import { ScreensFullPanel } from './screens-full-panel.tsx';

/**
 * What the watch page's stage shows instead of the player while a premium file has no screen of
 * the viewer's plan: a placeholder while asking, the devices playing when every screen is, the
 * failure when asking failed. Null: the player shows (holding, or a free file).
 */
export function screenStandIn({ state, retry }: StreamSlotControl): ReactNode {
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
  return null;
}
