import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { MEDIA_UPLOAD_ASSET_HEADER, mediaUploadMetadataSchema } from '@pardeh/contract';
import { FileStore } from '@tus/file-store';
import { type DataStore, Server, type ServerOptions } from '@tus/server';
import { HttpError } from '../../http/errors.ts';
import { persianSize } from '../../messages/sizes.ts';
import { messages } from '../../messages.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import { checkAssetTarget, createAsset } from '../create-asset.ts';
import type { MediaDeps } from '../media-deps.ts';
import { isVideoUpload } from '../sources/video-types.ts';
import { bucketClientConfig } from '../storage/media-bucket.ts';
import { STORED_SOURCE_SCHEME, UPLOADS_FOLDER } from '../storage/media-storage.ts';
import { sharedUploadLocker } from './shared-upload-locker.ts';

export const UPLOADS_PATH = '/api/admin/media/uploads';

/** Where unfinished and finished uploads wait (tus keeps `<id>` and `<id>.json` there). */
export const uploadsDir = (workDir: string) => path.join(workDir, 'uploads');

/** An upload nobody finished within this long is deleted (a finished one waits for its transcode). */
const UNFINISHED_UPLOAD_LIFETIME_MS = 7 * 24 * 3_600_000;

/** The metadata key under which the server keeps the uploading operator (never taken from the client). */
const OPERATOR_KEY = 'pardehOperator';

/**
 * Where tus keeps uploads: the work folder, or with MEDIA_STORAGE=s3 the bucket under `uploads/`
 * (`@tus/s3-store`: a multipart upload per file, the part not yet 5 MiB long as an object of its
 * own), so that any instance can take any request of an upload. In the bucket an upload's id is
 * its key, `uploads/<name>`; its address names only `<name>`.
 */
async function uploadStore(
  deps: MediaDeps,
  events: EventBus,
): Promise<{
  datastore: DataStore;
  options: Partial<Pick<ServerOptions, 'namingFunction' | 'generateUrl' | 'getFileIdFromRequest' | 'locker'>>;
}> {
  const { s3, workDir } = deps.config;
  if (s3) {
    // Loaded only on a site that uses a bucket: it brings the AWS SDK (media-bucket.ts).
    const { S3Store } = await import('@tus/s3-store');
    return {
      datastore: new S3Store({
        s3ClientConfig: { ...bucketClientConfig(s3), bucket: s3.bucket },
        expirationPeriodInMilliseconds: UNFINISHED_UPLOAD_LIFETIME_MS,
        // Expiry tags are for a bucket lifecycle rule; the sweep below does without them, and
        // without tags the store works on S3-compatible servers that lack tagging.
        useTags: false,
      }),
      options: {
        // Any instance may take any request, so tus's lock around each is shared too.
        locker: sharedUploadLocker(deps.db, events),
        namingFunction: () => `${UPLOADS_FOLDER}/${randomUUID().replaceAll('-', '')}`,
        generateUrl: (_request, { path: base, id }) => `${base}/${id.slice(UPLOADS_FOLDER.length + 1)}`,
        // The route lets through 32 hex digits only, the names `namingFunction` makes.
        getFileIdFromRequest: (_request, name) => (name ? `${UPLOADS_FOLDER}/${name}` : undefined),
      },
    };
  }
  // The directory is made here, at once: FileStore makes it in the background, after the first
  // upload may already want it, and throws out of a callback if that fails.
  fs.mkdirSync(uploadsDir(workDir), { recursive: true });
  return {
    datastore: new FileStore({
      directory: uploadsDir(workDir),
      expirationPeriodInMilliseconds: UNFINISHED_UPLOAD_LIFETIME_MS,
    }),
    options: {},
  };
}

/** A refusal as tus sends it: the API's JSON error in Persian. */
const refusal = (status: number, message: string) => ({
  status_code: status,
  body: JSON.stringify({ message }),
});

/** The Node request behind the web request tus hands its hooks. */
const nodeRequestOf = (request: unknown) =>
  (request as { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node?.req;

/**
 * Resumable uploads (tus 1.0, `@tus/server` over a file store in the work folder). The route
 * (routes/admin/media.ts) checks the operator first and names them through `operators`; creating
 * an upload validates its metadata (422), type (415) and target (404); tus itself refuses a size
 * over MEDIA_MAX_UPLOAD_BYTES (413). The request that completes an upload creates the asset and
 * queues its transcode, and answers with the asset's id (`Pardeh-Asset-Id`); completing it again
 * (the final PATCH replayed) answers with the same asset and makes nothing new (create-asset.ts).
 */
export function createUploadServer(deps: MediaDeps, events: EventBus, allowedOrigins: () => string[]) {
  const operators = new WeakMap<IncomingMessage, number>();
  const operatorOf = (request: unknown) => {
    const node = nodeRequestOf(request);
    return node ? operators.get(node) : undefined;
  };
  // Built on first use: a server that never receives an upload never touches the work folder.
  let built: Promise<Server> | undefined;
  const tusServer = (): Promise<Server> => {
    built ??= buildServer();
    return built;
  };
  const buildServer = async () => {
    const store = await uploadStore(deps, events);
    return new Server({
      path: UPLOADS_PATH,
      datastore: store.datastore,
      ...store.options,
      maxSize: deps.config.maxUploadBytes,
      relativeLocation: true,
      allowedCredentials: true,
      allowedOrigins: (origin) => allowedOrigins().includes(origin),
      exposedHeaders: [MEDIA_UPLOAD_ASSET_HEADER],
      async onUploadCreate(request, upload) {
        const operatorId = operatorOf(request);
        if (operatorId === undefined) throw refusal(403, messages.forbidden);
        const parsed = mediaUploadMetadataSchema.safeParse(
          Object.fromEntries(Object.entries(upload.metadata ?? {}).filter(([, value]) => value !== null)),
        );
        if (!parsed.success) throw refusal(422, messages.media.uploadMetadataInvalid);
        const { filename, filetype, ...target } = parsed.data;
        if (!isVideoUpload(filename, filetype)) throw refusal(415, messages.media.uploadNotVideo);
        try {
          await checkAssetTarget(deps.db, target);
        } catch (error) {
          if (error instanceof HttpError) throw refusal(error.statusCode, error.message);
          throw error;
        }
        return { metadata: { ...upload.metadata, [OPERATOR_KEY]: String(operatorId) } };
      },
      async onUploadFinish(_request, upload) {
        const { [OPERATOR_KEY]: operator, ...metadata } = upload.metadata ?? {};
        const parsed = mediaUploadMetadataSchema.safeParse(
          Object.fromEntries(Object.entries(metadata).filter(([, value]) => value !== null)),
        );
        if (!parsed.success || !operator) throw refusal(422, messages.media.uploadMetadataInvalid);
        const { filename, filetype: _filetype, ...target } = parsed.data;
        try {
          const asset = await createAsset(deps, Number(operator), target, {
            kind: 'upload',
            name: filename,
            // A finished upload in the bucket is fetched by whichever host transcodes it.
            path: deps.config.s3
              ? `${STORED_SOURCE_SCHEME}${upload.id}`
              : path.join(uploadsDir(deps.config.workDir), upload.id),
            bytes: upload.size ?? upload.offset,
            uploadId: upload.id,
          });
          return { headers: { [MEDIA_UPLOAD_ASSET_HEADER]: asset.id } };
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          // The title went away during the upload: nothing will use the file. (Only then: after
          // another failure the file may be the source of an asset a first completion made.)
          await (await tusServer()).datastore.remove(upload.id).catch(() => {});
          throw refusal(error.statusCode, error.message);
        }
      },
      onResponseError(_request, error) {
        const status = 'status_code' in error ? error.status_code : 500;
        const body = 'body' in error ? error.body : '';
        if (body.startsWith('{')) return { status_code: status, body };
        if (status === 413)
          return refusal(413, messages.media.uploadTooLarge(persianSize(deps.config.maxUploadBytes)));
        if (status === 415) return refusal(415, messages.media.uploadNotVideo);
        if (status === 404) return refusal(404, messages.notFound);
        // An offset that is not the server's (another tab resumed the same upload): the client asks HEAD and resumes.
        if (status === 409) return refusal(409, messages.conflict);
        if (status >= 500) return refusal(500, messages.media.uploadFailed);
        return refusal(status, messages.badRequest);
      },
    });
  };
  return {
    /** Deletes uploads abandoned unfinished for a week; returns how many. */
    removeAbandoned: async () =>
      deps.config.s3 || fs.existsSync(uploadsDir(deps.config.workDir))
        ? (await tusServer()).cleanUpExpiredUploads()
        : 0,
    /** Lets tus take over the request of an operator the route has checked. */
    async handle(request: IncomingMessage, response: ServerResponse, operatorId: number | null) {
      if (operatorId !== null) operators.set(request, operatorId);
      return (await tusServer()).handle(request, response);
    },
  };
}
