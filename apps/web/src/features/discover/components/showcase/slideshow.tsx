import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import { type KeyboardEvent, Suspense, type TouchEvent, useRef } from 'react';
import { FailureBoundary } from '../../../../components/failure-boundary.tsx';
import { visuallyHidden } from '../../../../components/visually-hidden.ts';
import { formatNumber } from '../../../../lib/persian.ts';
import { retryableLazy } from '../../../../lib/retryable-lazy.ts';
import { useSlideshow as useSlideshowData } from '../../api/get-slideshow.ts';
import { showcaseMessages } from '../../messages/showcase.ts';
import { Slide } from './slide.tsx';
import { slideBackground } from './slide-backdrop.ts';
import { SLIDESHOW_PLACEHOLDER_BACKGROUND, slideshowFrameSx } from './slideshow-frame.ts';
import { arrowKeyStep, swipeStep } from './slideshow-index.ts';
import { useSlideshow } from './use-slideshow.ts';

const text = showcaseMessages;
const RTL = true;

// Not part of the first screen's essentials: their code arrives just after it.
const SlideshowControls = retryableLazy(() =>
  import('./slideshow-controls.tsx').then((module) => ({ default: module.SlideshowControls })),
);
/** The controls' room (a row of 40 px buttons) until they arrive, so nothing moves when they do. */
const controlsPlaceholder = <Box aria-hidden sx={{ height: 40, mt: { xs: 3, sm: 4 } }} />;

/**
 * The home page's banner: featured titles one at a time, under the transparent header. Swipe on
 * phones, arrow keys or the buttons elsewhere; it advances by itself unless paused, hovered,
 * focused or the visitor prefers reduced motion (WAI-ARIA carousel pattern: announcements only
 * while it is not moving on its own, no focus trap).
 */
export function Slideshow() {
  const { data: items, isPending } = useSlideshowData();
  const count = items?.length ?? 0;
  const show = useSlideshow(count);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const item = items?.[show.index];

  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch) return;
    const delta = swipeStep(touch.clientX - start.x, touch.clientY - start.y, RTL);
    if (delta !== 0) show.step(delta);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const delta = arrowKeyStep(event.key, RTL);
    if (delta === 0) return;
    event.preventDefault();
    show.step(delta);
  };

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={text.slideshow}
      data-testid="slideshow"
      data-playing={show.playing && count > 1}
      onMouseEnter={() => show.setHovered(true)}
      onMouseLeave={() => show.setHovered(false)}
      onFocus={() => show.setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) show.setFocused(false);
      }}
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
      onKeyDown={onKeyDown}
      sx={{
        ...slideshowFrameSx,
        background: item
          ? { xs: slideBackground(item, 640), md: slideBackground(item, 1280) }
          : SLIDESHOW_PLACEHOLDER_BACKGROUND,
        transition: 'background 400ms',
        touchAction: 'pan-y',
      }}
    >
      <Container maxWidth="lg" sx={{ position: 'relative' }}>
        <Box component="h1" sx={visuallyHidden}>
          {text.heading}
        </Box>
        {isPending ? (
          <SlideSkeleton />
        ) : !items || items.length === 0 ? (
          <Box sx={{ color: 'text.secondary' }}>{text.emptySlideshow}</Box>
        ) : (
          <>
            <Box
              aria-live={show.playing ? 'off' : 'polite'}
              sx={{ minHeight: { xs: 330, md: 330 }, display: 'flex', alignItems: 'center' }}
            >
              {item && (
                <Box
                  key={item.id}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={text.slide(formatNumber(show.index + 1), formatNumber(count))}
                  data-slide={item.id}
                  sx={{ width: 1 }}
                >
                  <Slide item={item} active animate={show.moved} />
                </Box>
              )}
            </Box>
            {count > 1 && (
              <FailureBoundary fallback={() => controlsPlaceholder}>
                <Suspense fallback={controlsPlaceholder}>
                  <SlideshowControls
                    count={count}
                    index={show.index}
                    playing={show.playing}
                    canPlay={show.canPlay}
                    onStep={show.step}
                    onGoTo={show.goTo}
                    onTogglePlaying={show.togglePlaying}
                  />
                </Suspense>
              </FailureBoundary>
            )}
          </>
        )}
      </Container>
    </Box>
  );
}

function SlideSkeleton() {
  return (
    <Box aria-hidden sx={{ minHeight: { xs: 330, md: 330 } }}>
      <Skeleton variant="text" sx={{ width: 160, fontSize: '0.9rem' }} />
      <Skeleton variant="text" sx={{ width: { xs: '80%', md: 420 }, fontSize: '3rem', mt: 1 }} />
      <Skeleton variant="text" sx={{ width: 220 }} />
      <Skeleton variant="text" sx={{ width: { xs: '95%', md: 540 }, mt: 2 }} />
      <Skeleton variant="text" sx={{ width: { xs: '90%', md: 500 } }} />
      <Skeleton variant="rounded" sx={{ width: 150, height: 44, mt: 3, borderRadius: 2 }} />
    </Box>
  );
}
