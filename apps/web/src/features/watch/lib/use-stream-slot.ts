import type { ScreensFull, StreamSlot } from '@pardeh/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { claimStreamSlot } from '../api/claim-stream-slot.ts';
import { releaseStreamSlot, releaseStreamSlotByBeacon } from '../api/release-stream-slot.ts';
import { renewStreamSlot } from '../api/renew-stream-slot.ts';

export type StreamSlotState =
  /** Nothing to hold: a free file, or no address to play. */
  | { status: 'free' }
  /** Asking for a screen before the player shows. */
  | { status: 'claiming' }
  /** Asking again while the player stays (after a lapse, or «play here» after a stop). */
  | { status: 'reclaiming' }
  | { status: 'holding' }
  /** Every screen of the plan is playing: the devices to offer stopping. */
  | { status: 'full'; full: ScreensFull }
  /** Stopped from another device: the player pauses and says so. */
  | { status: 'stopped'; message: string }
  | { status: 'failed'; error: unknown };

/**
 * The page's last release under way: the next claim waits for it, so the next episode (a new watch
 * page, mounted anew) does not find its own screen still taken.
 */
let pendingRelease: Promise<void> = Promise.resolve();
/** A release that has not answered by then is not waited for: at worst the claim finds it playing. */
const RELEASE_WAIT_MS = 3000;
const releaseDone = () =>
  Promise.race([pendingRelease, new Promise<void>((resolve) => window.setTimeout(resolve, RELEASE_WAIT_MS))]);

export interface StreamSlotControl {
  state: StreamSlotState;
  /** Claims a screen again (after a stop, a full plan or a failure). */
  retry(): void;
}

/**
 * Holds one of the account's screens while a premium file's watch page is open (free files take
 * none): claims it before the player shows, beats at the interval the server gives, and releases it
 * when the file changes or the page goes (a beacon then). A beat answered `stopped` pauses the
 * video and keeps it paused; one answered `expired` claims again without stopping the picture. A
 * paused player keeps its screen (docs/DECISIONS.md).
 */
export function useStreamSlot(fileId: number | null, video: HTMLVideoElement | null): StreamSlotControl {
  const [state, setState] = useState<StreamSlotState>(() =>
    fileId === null ? { status: 'free' } : { status: 'claiming' },
  );
  const [attempt, setAttempt] = useState(0);
  const slot = useRef<StreamSlot | null>(null);
  const resumeWhenHeld = useRef(false);

  // The claim, and the release of what it got when the file changes or the page goes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks for a new claim
  useEffect(() => {
    if (fileId === null) {
      setState({ status: 'free' });
      return;
    }
    let current = true;
    setState((previous) => (previous.status === 'reclaiming' ? previous : { status: 'claiming' }));
    const claim = async () => {
      await releaseDone();
      if (!current) return;
      const outcome = await claimStreamSlot(fileId);
      if (!current) {
        if ('slot' in outcome) pendingRelease = releaseStreamSlot(outcome.slot.id);
        return;
      }
      if ('full' in outcome) return setState({ status: 'full', full: outcome.full });
      slot.current = outcome.slot;
      setState({ status: 'holding' });
    };
    claim().catch((error: unknown) => current && setState({ status: 'failed', error }));
    const onPageHide = () => {
      if (slot.current) releaseStreamSlotByBeacon(slot.current.id);
      slot.current = null;
    };
    // Back from the back-forward cache, the page claims again: it released its screen on leaving.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setAttempt((count) => count + 1);
    };
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      current = false;
      if (slot.current) pendingRelease = releaseStreamSlot(slot.current.id);
      slot.current = null;
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [fileId, attempt]);

  const holding = state.status === 'holding';
  useEffect(() => {
    const held = slot.current;
    if (!holding || !held) return;
    let current = true;
    const beat = window.setInterval(() => {
      renewStreamSlot(held.id).then(
        (ended) => {
          if (!current || !ended || slot.current !== held) return;
          slot.current = null;
          if (ended.reason === 'stopped') setState({ status: 'stopped', message: ended.message });
          else {
            setState({ status: 'reclaiming' });
            setAttempt((count) => count + 1);
          }
        },
        // A missed beat (offline, a slow server): the next one tries again; the screen outlives two.
        () => {},
      );
    }, held.heartbeatSeconds * 1000);
    return () => {
      current = false;
      window.clearInterval(beat);
    };
  }, [holding]);

  // A stopped device stays paused until its viewer claims a screen again.
  const stopped = state.status === 'stopped';
  useEffect(() => {
    if (!video || !stopped) return;
    const hold = () => video.pause();
    hold();
    video.addEventListener('play', hold);
    return () => video.removeEventListener('play', hold);
  }, [video, stopped]);

  useEffect(() => {
    if (!holding || !resumeWhenHeld.current) return;
    resumeWhenHeld.current = false;
    video?.play().catch(() => {}); // the viewer's play button still works if the browser refuses
  }, [holding, video]);

  const retry = useCallback(() => {
    setState((previous) => {
      if (previous.status !== 'stopped') return previous;
      resumeWhenHeld.current = true;
      return { status: 'reclaiming' };
    });
    setAttempt((count) => count + 1);
  }, []);
  return { state, retry };
}
