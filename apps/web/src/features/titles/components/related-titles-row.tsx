import { type RelatedList, useRelatedTitles } from '../api/get-related-titles.ts';
import { TitleRow } from './title-row.tsx';

interface RelatedTitlesRowProps {
  titleId: number;
  list: RelatedList;
  id: string;
  heading: string;
}

/** Similar titles or the director's other titles, asked for when the row is rendered. */
export function RelatedTitlesRow({ titleId, list, id, heading }: RelatedTitlesRowProps) {
  const related = useRelatedTitles(titleId, list);
  return <TitleRow id={id} heading={heading} titles={related.isError ? [] : related.data} />;
}
