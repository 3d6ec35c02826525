import type { SqlTransaction } from '../../db/client.ts';
import { listPersonDuplicates } from './list-person-duplicates.ts';
import { lockPeople, mergePersonInto } from './person-merge-db.ts';

/**
 * The import's last step: merges every likely duplicate pair the report would list (the one with
 * more credits kept). The person-by-person matching of the writer sees one batch at a time, so a
 * person first met on another title (Park Hae-soo on Netflix before Squid Game) is caught here.
 * Answers how many people were merged away.
 */
export async function mergeLikelyDuplicates(tx: SqlTransaction): Promise<number> {
  const keptOf = new Map<number, number>();
  const current = (id: number): number => {
    const kept = keptOf.get(id);
    return kept === undefined ? id : current(kept);
  };
  let merged = 0;
  for (const { people } of await listPersonDuplicates(tx)) {
    const kept = current(people[0].id);
    const gone = current(people[1].id);
    if (kept === gone) continue;
    if ((await lockPeople(tx, [kept, gone])).length < 2) continue;
    await mergePersonInto(tx, kept, gone);
    keptOf.set(gone, kept);
    merged++;
  }
  return merged;
}
