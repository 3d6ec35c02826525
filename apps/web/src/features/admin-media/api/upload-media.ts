import { type FileLanguage, MEDIA_UPLOAD_ASSET_HEADER, type MediaPurpose } from '@pardeh/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { DetailedError, defaultOptions, type PreviousUpload, Upload } from 'tus-js-client';
import { buildApiUrl } from '../../../lib/api-client.ts';
import { readTokenCookie } from '../../../lib/token-cookie.ts';
import { adminMediaMessages } from '../messages.ts';
import { adminTitleMediaQueryKey } from './get-title-media.ts';
import { adminMediaJobsQueryKey } from './list-media-jobs.ts';

/** What an uploaded video becomes: the title's (or an episode's) file or trailer. */
export interface MediaUploadTarget {
  titleId: number;
  episodeId: number | null;
  purpose: MediaPurpose;
  language: FileLanguage;
  premiumOnly: boolean;
}

export type MediaUploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; fileName: string; sent: number; total: number; resumed: boolean }
  | { phase: 'done'; fileName: string; assetId: string | null }
  | { phase: 'failed'; fileName: string; message: string }
  | { phase: 'cancelled'; fileName: string };

const UPLOADS_PATH = '/api/admin/media/uploads';
/** Parts of 8 MiB: each PATCH ends well within the API's request timeout and a proxy's body limit, and a dropped connection costs one part at most. */
const CHUNK_BYTES = 8 * 1024 * 1024;

/** The Persian sentence of a refused or failed upload: the server's own when it sent one. */
export function uploadErrorMessage(error: unknown): string {
  if (error instanceof DetailedError && error.originalResponse) {
    try {
      const body = JSON.parse(error.originalResponse.getBody()) as { message?: unknown };
      if (typeof body.message === 'string' && body.message) return body.message;
    } catch {
      // Not the API's JSON (a proxy's page): the general sentence below.
    }
  }
  return adminMediaMessages.upload.failed;
}

/** The tus metadata of an upload, every value a string as the protocol carries them. */
export function uploadMetadata(
  file: Pick<File, 'name' | 'type'>,
  target: MediaUploadTarget,
): Record<string, string> {
  return {
    titleId: String(target.titleId),
    ...(target.episodeId === null ? {} : { episodeId: String(target.episodeId) }),
    purpose: target.purpose,
    language: target.language,
    premiumOnly: String(target.premiumOnly),
    filename: file.name,
    filetype: file.type,
  };
}

/**
 * The key under which tus-js-client remembers an unfinished upload (in localStorage): the file
 * and where it goes. The same file chosen again for the same target resumes; for another target it
 * is a new upload, never the old one under new settings.
 */
export function uploadFingerprint(
  file: Pick<File, 'name' | 'type' | 'size' | 'lastModified'>,
  target: MediaUploadTarget,
  endpoint: string,
): string {
  return [
    'pardeh-media',
    endpoint,
    file.name,
    file.type,
    file.size,
    file.lastModified,
    target.titleId,
    target.episodeId ?? '',
    target.purpose,
    target.language,
    target.premiumOnly,
  ].join('|');
}

/**
 * One resumable upload at a time (tus, `tus-js-client`): progress, cancel (which also deletes the
 * partial upload on the server) and, after a reload or a lost connection, resuming from the
 * server's offset when the same file is chosen again. Leaving the page only pauses it.
 */
export function useMediaUpload(titleId: number) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<MediaUploadState>({ phase: 'idle' });
  const current = useRef<Upload | null>(null);
  useEffect(
    () => () => {
      void current.current?.abort();
    },
    [],
  );

  const start = useCallback(
    async (file: File, target: MediaUploadTarget) => {
      const endpoint = buildApiUrl(UPLOADS_PATH);
      const token = readTokenCookie();
      const refresh = () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: adminTitleMediaQueryKey(titleId) }),
          queryClient.invalidateQueries({ queryKey: adminMediaJobsQueryKey }),
        ]);
      const upload = new Upload(file, {
        endpoint,
        chunkSize: CHUNK_BYTES,
        retryDelays: [0, 1000, 3000, 5000, 10000],
        headers: token ? { Authorization: `Bearer ${token}` } : {},
        metadata: uploadMetadata(file, target),
        fingerprint: async () => uploadFingerprint(file, target, endpoint),
        removeFingerprintOnSuccess: true,
        onProgress: (sent, total) =>
          setState((previous) => ({
            phase: 'uploading',
            fileName: file.name,
            sent,
            total,
            resumed: previous.phase === 'uploading' && previous.resumed,
          })),
        onSuccess: ({ lastResponse }) => {
          current.current = null;
          setState({
            phase: 'done',
            fileName: file.name,
            assetId: lastResponse.getHeader(MEDIA_UPLOAD_ASSET_HEADER) ?? null,
          });
          void refresh();
        },
        onError: (error) => {
          current.current = null;
          setState({ phase: 'failed', fileName: file.name, message: uploadErrorMessage(error) });
        },
      });
      current.current = upload;
      setState({ phase: 'uploading', fileName: file.name, sent: 0, total: file.size, resumed: false });
      const previous = await upload.findPreviousUploads().catch(() => []);
      if (current.current !== upload) return;
      const latest = previous.sort((a, b) => b.creationTime.localeCompare(a.creationTime))[0];
      if (latest) {
        upload.resumeFromPreviousUpload(latest);
        setState({ phase: 'uploading', fileName: file.name, sent: 0, total: file.size, resumed: true });
      }
      upload.start();
    },
    [queryClient, titleId],
  );

  /** Stops the upload and deletes what the server has of it (tus termination). */
  const cancel = useCallback(async () => {
    const upload = current.current;
    if (!upload) return;
    current.current = null;
    const fileName = upload.file instanceof File ? upload.file.name : '';
    setState({ phase: 'cancelled', fileName });
    await upload.abort(true).catch(() => undefined);
  }, []);

  return { state, start, cancel };
}

/** An upload left unfinished (a reload, a closed tab) that the same file can resume. */
export interface InterruptedUpload {
  key: string;
  fileName: string;
  createdAt: string;
}

/** The unfinished uploads of this title that this browser remembers. */
export function useInterruptedUploads(titleId: number, refreshKey: unknown) {
  const [uploads, setUploads] = useState<InterruptedUpload[]>([]);
  const load = useCallback(async () => {
    const all: PreviousUpload[] = await defaultOptions.urlStorage.findAllUploads().catch(() => []);
    setUploads(
      all
        .filter((upload) => upload.metadata?.titleId === String(titleId))
        .map((upload) => ({
          key: upload.urlStorageKey,
          fileName: upload.metadata.filename ?? '',
          createdAt: upload.creationTime,
        })),
    );
  }, [titleId]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `refreshKey` (the upload's phase) re-reads the list.
  useEffect(() => {
    void load();
  }, [load, refreshKey]);
  /** Forgets one: the server drops unfinished uploads on its own schedule. */
  const forget = useCallback(
    async (key: string) => {
      await defaultOptions.urlStorage.removeUpload(key).catch(() => undefined);
      await load();
    },
    [load],
  );
  return { uploads, forget };
}
