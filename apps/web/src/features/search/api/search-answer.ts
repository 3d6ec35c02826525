/** A dropdown search's answer; `correctedQuery` is the text searched instead of the one typed. */
export interface SearchAnswer<Result> {
  data: Result[];
  correctedQuery?: string;
}
