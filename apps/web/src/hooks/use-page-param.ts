import { useSearchParams } from 'react-router';
import { readPageParam } from '../lib/page-param.ts';

/** A paginated list's page from the address, and a way to another page (page 1 keeps the address plain). */
export function usePageParam() {
  const [params, setParams] = useSearchParams();
  const setPage = (next: number) => setParams(next === 1 ? {} : { page: String(next) });
  return [readPageParam(params), setPage] as const;
}
