/** A visitor's «پخش خودکار قسمت بعد», kept on the device (signed-in users keep it on the server). */
const AUTOPLAY_KEY = 'pardeh-autoplay-next';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage blocked (private mode, a sandboxed frame): the choice lasts for this page only.
    return null;
  }
}

/** On unless the visitor turned it off. */
export const readVisitorAutoplay = (store: Storage | null = storage()): boolean =>
  store?.getItem(AUTOPLAY_KEY) !== 'off';

export function writeVisitorAutoplay(on: boolean, store: Storage | null = storage()): void {
  try {
    if (on) store?.removeItem(AUTOPLAY_KEY);
    else store?.setItem(AUTOPLAY_KEY, 'off');
  } catch {
    // A full or blocked storage keeps the choice for this page only.
  }
}
