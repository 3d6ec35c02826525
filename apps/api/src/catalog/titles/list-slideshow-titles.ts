import type { SlideshowItem, TitleType } from '@pardeh/contract';
import type { DatabaseHandle } from '../../db/client.ts';
import { presentSlideshowItem } from '../presenters/title-presenter.ts';
import { findSlideshowTitles } from './titles-db.ts';

/** The home page slideshow's featured titles, of one type or both. */
export async function listSlideshowTitles(
  database: DatabaseHandle,
  type: 'all' | TitleType,
  maturityAge: number | null,
): Promise<SlideshowItem[]> {
  return (await findSlideshowTitles(database, type, maturityAge)).map(presentSlideshowItem);
}
