import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { openMediaBucket } from '../../src/media/storage/media-bucket.ts';
import { freePort } from './free-port.ts';

/** The Python whose moto runs the server: the machine's `python3` (see docs/DECISIONS.md, "S3 in tests"). */
const PYTHON = process.env.TEST_S3_PYTHON ?? 'python3';

export interface S3TestServer {
  endpoint: string;
  /** The environment that points Pardeh at `bucket` on this server (MEDIA_STORAGE=s3). */
  env(bucket: string): Record<string, string>;
  createBucket(name: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A real S3-speaking server on 127.0.0.1 for one test file: moto's server mode, which implements
 * what `@tus/s3-store` needs (multipart uploads with ListParts and ListMultipartUploads) and what
 * the media code sends (ranges, conditional GETs, batch deletes), keeping objects in memory.
 */
export async function startS3Server(): Promise<S3TestServer> {
  const check = spawnSync(PYTHON, ['-c', 'import moto.server'], { encoding: 'utf8' });
  if (check.status !== 0) {
    throw new Error(
      `The S3 tests need moto's server (${PYTHON} -m moto.server), which this machine's Python lacks:\n${check.stderr}`,
    );
  }
  const port = await freePort();
  const endpoint = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(PYTHON, ['-m', 'moto.server', '-H', '127.0.0.1', '-p', String(port)], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await waitUntilAnswering(endpoint, exited, () => output);

  const env = (bucket: string) => ({
    MEDIA_STORAGE: 's3',
    MEDIA_S3_ENDPOINT: endpoint,
    MEDIA_S3_BUCKET: bucket,
    MEDIA_S3_REGION: 'us-east-1',
    MEDIA_S3_ACCESS_KEY_ID: 'pardeh-test',
    MEDIA_S3_SECRET_ACCESS_KEY: 'pardeh-test-secret',
    MEDIA_S3_FORCE_PATH_STYLE: 'true',
  });
  return {
    endpoint,
    env,
    async createBucket(name) {
      const client = await openMediaBucket({
        endpoint,
        bucket: name,
        region: 'us-east-1',
        credentials: { accessKeyId: 'pardeh-test', secretAccessKey: 'pardeh-test-secret' },
        forcePathStyle: true,
      }).client();
      await client.send(new CreateBucketCommand({ Bucket: name }));
      client.destroy();
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Polls until the server answers, failing at once if it exits instead. */
async function waitUntilAnswering(endpoint: string, exited: Promise<void>, output: () => string) {
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; ) {
    if (gone) throw new Error(`the S3 test server exited:\n${output()}`);
    const answered = await fetch(endpoint).then(
      () => true,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the S3 test server did not answer within 30 s:\n${output()}`);
}
