import { measurePictureShare } from '../artwork/measure-picture-share.ts';
import type { Database } from '../db/client.ts';
import { retryFailedImages, showImageStatus } from '../images/image-status.ts';
import { UsageError } from './operator-command.ts';

const usage = `Usage: npm run images -- <command>

  status
      Counts pictures by state (pending, stored, failed) and lists the first failed ones, then the
      titles and people with a real picture and with a rendered one.
  retry
      Makes every failed picture due again, with a fresh count of attempts.`;

const SHOWN_FAILURES = 20;

/** `npm run images -- status|retry`: where fetching the catalogue's pictures stands; returns what to print. */
export async function runImagesCommand(db: Database, argv: string[]): Promise<string> {
  const [command, ...rest] = argv;
  if (rest.length > 0) throw new UsageError(usage);
  if (command === 'status') {
    const { counts, failed } = await showImageStatus(db, SHOWN_FAILURES);
    const lines = [`pending ${counts.pending}  stored ${counts.stored}  failed ${counts.failed}`];
    for (const image of failed) {
      lines.push(
        `  ${image.kind} ${image.sourceUrl}  (${image.attempts} attempts: ${image.lastError ?? 'no error'})`,
      );
    }
    if (counts.failed > SHOWN_FAILURES) lines.push(`  … and ${counts.failed - SHOWN_FAILURES} more`);
    const share = await measurePictureShare(db);
    for (const [name, subject] of Object.entries(share)) {
      lines.push(
        `${name}: ${subject.total}, real picture ${subject.real}, rendered ${subject.rendered} (${(subject.share * 100).toFixed(1)}% with a picture)`,
      );
    }
    return lines.join('\n');
  }
  if (command === 'retry') {
    const count = await retryFailedImages(db);
    return `${count} failed picture(s) will be fetched again.`;
  }
  throw new UsageError(usage);
}
