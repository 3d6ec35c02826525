import path from 'node:path';
import type { ImportSummary } from './import-summary.ts';
import type { ParsePosition } from './import-types.ts';

const number = new Intl.NumberFormat('en-US');

/** One self-rewriting status line on stderr while an import runs, only when stderr is a terminal. */
export class ImportProgress {
  private position: ParsePosition | undefined;
  private lastDrawn = 0;
  private drawn = false;

  constructor(private readonly stream: NodeJS.WritableStream & { isTTY?: boolean } = process.stderr) {}

  readonly report = (position: ParsePosition) => {
    this.position = position;
  };

  update(summary: ImportSummary): void {
    if (!this.stream.isTTY || performance.now() - this.lastDrawn < 200) return;
    this.lastDrawn = performance.now();
    const { titles, people, credits } = summary.counts;
    const where = this.position
      ? `${path.basename(this.position.file)} line ${number.format(this.position.line)} · `
      : '';
    const written = (counts: typeof titles) =>
      number.format(counts.inserted + counts.updated + counts.unchanged);
    this.stream.write(
      `\r\u001b[K${where}titles ${written(titles)} · people ${written(people)} · credits ${written(credits)}`,
    );
    this.drawn = true;
  }

  done(): void {
    if (this.drawn) this.stream.write('\r\u001b[K');
  }
}
