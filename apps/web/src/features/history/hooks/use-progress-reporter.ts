import { useEffect } from 'react';
import { reportProgress } from '../api/report-progress.ts';
import { reportVideoProgress } from '../lib/progress-reporter.ts';

/** Reports the playing file's progress to the library while `enabled` (a signed-in viewer). */
export function useProgressReporter(video: HTMLVideoElement | null, fileId: number, enabled: boolean) {
  useEffect(() => {
    if (!video || !enabled) return;
    return reportVideoProgress(video, (sample) => void reportProgress({ fileId, ...sample }));
  }, [video, fileId, enabled]);
}
