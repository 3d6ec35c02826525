import type { DatabaseHandle } from '../../db/client.ts';
import { findTitleWordsByVariant, findWordVotes } from './search-db.ts';
import {
  replaceSearchWords,
  splitSearchWords,
  typoBudget,
  wordDeletions,
  wordEdits,
} from './search-words.ts';

/**
 * A prepared query with its typos corrected to words titles have (#31), or null when it has none
 * that can be: each word of four letters or more that no title has becomes the title word fewest
 * edits away within its budget (typoBudget), the better-known word on a tie ("ruhh" is "rush"
 * before "ruth"). One lookup in migration 0032's index of spellings for every word at once; the
 * votes only when a tie needs them.
 */
export async function correctTypos(database: DatabaseHandle, query: string): Promise<string | null> {
  const words = [...new Set(splitSearchWords(query))].filter((word) => typoBudget(word) > 0);
  if (words.length === 0) return null;
  const deletions = new Map(words.map((word) => [word, wordDeletions(word, typoBudget(word))]));
  const rows = await findTitleWordsByVariant(database, [...new Set([...deletions.values()].flat())]);
  const wordsBySpelling = new Map<string, string[]>();
  for (const { variant, word } of rows)
    wordsBySpelling.set(variant, [...(wordsBySpelling.get(variant) ?? []), word]);

  const ties = new Map<string, string[]>();
  for (const [typed, spellings] of deletions) {
    const reachable = new Set(spellings.flatMap((spelling) => wordsBySpelling.get(spelling) ?? []));
    if (reachable.has(typed)) continue;
    const scored = [...reachable]
      .map((word) => ({ word, edits: wordEdits(typed, word) }))
      .filter(({ edits }) => edits <= typoBudget(typed));
    const fewest = Math.min(...scored.map(({ edits }) => edits));
    const best = scored.filter(({ edits }) => edits === fewest).map(({ word }) => word);
    if (best.length > 0) ties.set(typed, best.sort());
  }
  if (ties.size === 0) return null;
  const votes = await votesOfTied([...ties.values()].filter((best) => best.length > 1).flat(), database);
  const corrections = new Map(
    [...ties].map(([typed, best]) => [
      typed,
      best.reduce((leader, word) => ((votes.get(word) ?? -1) > (votes.get(leader) ?? -1) ? word : leader)),
    ]),
  );
  return replaceSearchWords(query, corrections);
}

async function votesOfTied(words: string[], database: DatabaseHandle): Promise<Map<string, number>> {
  if (words.length === 0) return new Map();
  const rows = await findWordVotes(database, words);
  return new Map(rows.map(({ word, votes }) => [word, votes ?? -1]));
}
