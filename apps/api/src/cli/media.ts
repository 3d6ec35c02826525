import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { type CopyReport, copyFolderToBucket } from '../media/storage/copy-to-bucket.ts';
import { openMediaBucket } from '../media/storage/media-bucket.ts';
import { IMAGES_FOLDER } from '../media/storage/media-storage.ts';

const usage = `Usage: npm run media -- copy-to-s3 [folder]

  copy-to-s3 [folder]
      Copies the media folder (MEDIA_DIR, default DATA_DIR/media) and the catalogue's pictures
      (DATA_DIR/images, under images/) into the bucket that MEDIA_STORAGE=s3 and MEDIA_S3_* name,
      then checks each object's size and ETag (MD5). With a folder, copies that media folder only.
      Files already there and equal are not sent again, so it can run again after an
      interruption, and once more after the last write. Exits 1 if any object differs.`;

/** `npm run media -- copy-to-s3`: moves a site's media from its disk to a bucket. Needs no database. */
async function runMediaCommand(argv: string[]): Promise<number> {
  const [command, folderArgument, ...rest] = argv;
  if (command !== 'copy-to-s3' || rest.length > 0) {
    process.stderr.write(`${usage}\n`);
    return 2;
  }
  const config = loadConfig();
  if (!config.media.s3) {
    throw new ConfigError('copy-to-s3 needs MEDIA_STORAGE=s3 and MEDIA_S3_BUCKET (docs/DEPLOY.md).');
  }
  const bucket = openMediaBucket(config.media.s3);
  const pictures = path.join(config.dataDir, 'images');
  const copies: Array<{ folder: string; prefix: '' | `${string}/` }> = folderArgument
    ? [{ folder: path.resolve(folderArgument), prefix: '' }]
    : [
        { folder: config.media.dir, prefix: '' },
        ...(fs.existsSync(pictures) ? [{ folder: pictures, prefix: `${IMAGES_FOLDER}/` as const }] : []),
      ];
  let different = 0;
  for (const { folder, prefix } of copies) {
    process.stdout.write(
      `Copying ${folder} to bucket ${config.media.s3.bucket}${prefix ? ` under ${prefix}` : ''}\n`,
    );
    const progress = process.stdout.isTTY
      ? (done: number, total: number) => process.stdout.write(`\r${done}/${total} files`)
      : undefined;
    const report = await copyFolderToBucket(folder, bucket, prefix, progress);
    if (progress) process.stdout.write('\n');
    printReport(report);
    different += report.different.length;
  }
  return different > 0 ? 1 : 0;
}

function printReport(report: CopyReport) {
  const megabytes = (report.bytes / 2 ** 20).toFixed(1);
  process.stdout.write(
    `${report.files} files (${megabytes} MiB): ${report.copied} copied, ${report.alreadyThere} already there, ` +
      `${report.different.length} different\n`,
  );
  if (report.skipped.length > 0) {
    process.stdout.write(`Left out (not media files): ${report.skipped.join(', ')}\n`);
  }
  for (const key of report.different) process.stdout.write(`  differs in the bucket: ${key}\n`);
}

runMediaCommand(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
