import type { ImportEntity } from './import-types.ts';

export interface EntityCounts {
  inserted: number;
  updated: number;
  unchanged: number;
  skipped: number;
}

const entities: ImportEntity[] = ['titles', 'people', 'credits', 'genres', 'collections'];
const number = new Intl.NumberFormat('en-US');

/** What an import did: per entity, rows inserted / updated / unchanged / skipped, and why skipped. */
export class ImportSummary {
  readonly counts: Record<ImportEntity, EntityCounts> = Object.fromEntries(
    entities.map((entity) => [entity, { inserted: 0, updated: 0, unchanged: 0, skipped: 0 }]),
  ) as Record<ImportEntity, EntityCounts>;
  readonly skipReasons = new Map<string, number>();

  count(entity: ImportEntity, outcome: 'inserted' | 'updated' | 'unchanged', by = 1): void {
    this.counts[entity][outcome] += by;
  }

  skip(entity: ImportEntity, reason: string, by = 1): void {
    if (by <= 0) return;
    this.counts[entity].skipped += by;
    const key = `${entity}: ${reason}`;
    this.skipReasons.set(key, (this.skipReasons.get(key) ?? 0) + by);
  }

  /** The summary printed at the end of `npm run catalog -- import`. */
  format(): string {
    const lines = entities
      .filter((entity) => Object.values(this.counts[entity]).some((value) => value > 0))
      .map((entity) => {
        const { inserted, updated, unchanged, skipped } = this.counts[entity];
        return `  ${entity.padEnd(12)} ${[
          `${number.format(inserted)} inserted`,
          `${number.format(updated)} updated`,
          `${number.format(unchanged)} unchanged`,
          `${number.format(skipped)} skipped`,
        ].join(', ')}`;
      });
    if (this.skipReasons.size > 0) {
      lines.push('  skipped:');
      for (const [reason, count] of [...this.skipReasons].sort((a, b) => b[1] - a[1])) {
        lines.push(`    ${number.format(count)} ${reason}`);
      }
    }
    return lines.join('\n');
  }
}
