import { PaginatedListPage } from '../../../components/paginated-list-page.tsx';
import { usePageParam } from '../../../hooks/use-page-param.ts';
import { useComingSoon } from '../api/get-coming-soon.ts';
import { ComingSoonRow, ComingSoonRowSkeleton } from '../components/coming-soon/coming-soon-item.tsx';
import { comingSoonMessages } from '../messages/coming-soon.ts';

/** `/comingsoon`: titles on their way to Pardeh by expected date (Jalali), paginated. */
export function ComingSoonPage() {
  const [page, setPage] = usePageParam();
  const list = useComingSoon(page);
  return (
    <PaginatedListPage
      text={comingSoonMessages}
      query={list}
      page={page}
      onPageChange={setPage}
      maxWidth="md"
      ordered
      listLabel={comingSoonMessages.listLabel}
      gap={1.5}
      renderItem={(item, index) => <ComingSoonRow item={item} priority={index < 3} />}
      skeleton={<ComingSoonRowSkeleton />}
      skeletons={5}
    />
  );
}
