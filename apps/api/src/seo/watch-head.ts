import type { WatchFile } from '@pardeh/contract';
import { messages } from '../messages.ts';
import type { PageHead } from './page-head.ts';

/**
 * <head> of a watch page: named as the page names itself (the series, season and episode for an
 * episode), so a shared link previews what it plays. Canonical is the watch address itself.
 */
export function watchPageHead(watch: WatchFile, publicUrl: string, pathname: string): PageHead {
  const name = watch.title.titleFa ?? watch.title.titleEn;
  const episode = watch.episode
    ? { ...watch.episode, name: watch.episode.nameFa ?? watch.episode.nameEn }
    : null;
  const heading = messages.seo.watchHeading(name, episode);
  const image = watch.title.backdrop ?? watch.title.poster;
  return {
    title: `${heading} | ${messages.seo.siteName}`,
    description: messages.seo.watchDescription(heading),
    canonicalUrl: `${publicUrl}${pathname}`,
    image: image ? new URL(image, `${publicUrl}/`).toString() : null,
    ogType: watch.title.type === 'series' ? 'video.tv_show' : 'video.movie',
  };
}
