import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import type { TitleResult } from '@pardeh/contract';
import { type ReactNode, useDeferredValue, useId, useRef } from 'react';
import { Link } from 'react-router';
import { TitleCard, TitleCardSkeleton } from '../../../../components/title-card/title-card.tsx';
import { showcaseMessages } from '../../messages/showcase.ts';
import { RowFailure } from './row-failure.tsx';
import { pageScrollLeft } from './rtl-scroll.ts';
import { useCardsOnApproach } from './use-cards-on-approach.ts';
import { useScrollEdges } from './use-scroll-edges.ts';

const text = showcaseMessages;
const RTL = true;

interface ShowcaseTitleRowProps {
  title: string;
  /** The full listing this row is the start of. */
  viewAllPath: string;
  titles: readonly TitleResult[] | undefined;
  error?: boolean;
  onRetry?(): void;
}

const cardWidth = {
  xs: 'calc((100% - 24px) / 2.4)',
  sm: 'calc((100% - 64px) / 4.3)',
  md: 'calc((100% - 100px) / 6)',
};

/**
 * A titled, horizontally scrolling row of title cards with «مشاهده همه». Touch and trackpads
 * scroll it natively (with snap points); on wider screens two buttons page through it, hidden at
 * the ends. Scrolling follows the page's right-to-left direction. An empty row renders nothing.
 */
export function ShowcaseTitleRow({
  title,
  viewAllPath,
  titles,
  error = false,
  onRetry,
}: ShowcaseTitleRowProps) {
  const headingId = useId();
  const scroller = useRef<HTMLUListElement>(null);
  // Data arrives through React Query's store, whose updates React renders in one blocking task;
  // deferred, the cards render in a transition, in short slices.
  const deferredTitles = useDeferredValue(titles);
  const shown = useCardsOnApproach(deferredTitles, scroller);
  const edges = useScrollEdges(scroller, shown);

  const page = (direction: 1 | -1) => {
    const element = scroller.current;
    if (!element) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    element.scrollBy({
      left: pageScrollLeft(element.clientWidth, direction, RTL),
      behavior: reduced ? 'auto' : 'smooth',
    });
  };

  // A row with nothing in it (no title coming soon, say) is left out rather than shown empty.
  if (!error && titles?.length === 0) return null;

  return (
    <Box component="section" aria-labelledby={headingId} data-row={viewAllPath} sx={{ position: 'relative' }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 2, mb: 1.5 }}>
        <Box
          component="h2"
          id={headingId}
          sx={{ m: 0, fontSize: { xs: '1.15rem', sm: '1.35rem' }, fontWeight: 700 }}
        >
          {title}
        </Box>
        <Box
          component={Link}
          to={viewAllPath}
          aria-label={text.viewAllOf(title)}
          data-view-all
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            minHeight: 32,
            flexShrink: 0,
            color: 'secondary.light',
            fontSize: '0.85rem',
            '&:hover': { textDecoration: 'underline' },
            '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.light', borderRadius: 1 },
          }}
        >
          {text.viewAll}
          <ChevronLeftIcon sx={{ fontSize: 20 }} />
        </Box>
      </Box>
      {error ? (
        <RowFailure onRetry={onRetry} />
      ) : (
        <Box sx={{ position: 'relative' }}>
          <Box
            component="ul"
            ref={scroller}
            aria-label={title}
            aria-busy={!deferredTitles}
            sx={{
              display: 'flex',
              gap: { xs: 1.5, sm: 2, md: 2.5 },
              m: 0,
              p: 0,
              pb: 1,
              listStyle: 'none',
              overflowX: 'auto',
              overscrollBehaviorX: 'contain',
              scrollSnapType: 'x mandatory',
              scrollbarWidth: 'none',
              '&::-webkit-scrollbar': { display: 'none' },
              '& > li': { flex: '0 0 auto', width: cardWidth, scrollSnapAlign: 'start', minWidth: 0 },
            }}
          >
            {shown
              ? shown.map((item) => (
                  <li key={item.id}>
                    <TitleCard title={item} />
                  </li>
                ))
              : Array.from({ length: 7 }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: skeletons have no identity
                  <li key={index}>
                    <TitleCardSkeleton />
                  </li>
                ))}
          </Box>
          {!edges.atStart && (
            <PageButton side="start" label={text.scrollBack} onClick={() => page(-1)}>
              <ChevronRightIcon />
            </PageButton>
          )}
          {!edges.atEnd && (
            <PageButton side="end" label={text.scrollForward} onClick={() => page(1)}>
              <ChevronLeftIcon />
            </PageButton>
          )}
        </Box>
      )}
    </Box>
  );
}

interface PageButtonProps {
  side: 'start' | 'end';
  label: string;
  onClick(): void;
  children: ReactNode;
}

/** Paging buttons float over the posters' edge; phones swipe instead, so they are hidden there. */
function PageButton({ side, label, onClick, children }: PageButtonProps) {
  return (
    <Box
      component="button"
      type="button"
      aria-label={label}
      onClick={onClick}
      sx={{
        display: { xs: 'none', sm: 'grid' },
        placeItems: 'center',
        position: 'absolute',
        top: '40%',
        [side === 'start' ? 'insetInlineStart' : 'insetInlineEnd']: -18,
        transform: 'translateY(-50%)',
        width: 44,
        height: 44,
        p: 0,
        borderRadius: '50%',
        border: '1px solid rgba(255,255,255,0.25)',
        bgcolor: 'rgba(11,11,13,0.85)',
        color: 'common.white',
        cursor: 'pointer',
        boxShadow: '0 6px 18px rgba(0,0,0,0.5)',
        '&:hover': { bgcolor: '#222228', borderColor: 'common.white' },
        '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.light', outlineOffset: 2 },
      }}
    >
      {children}
    </Box>
  );
}
