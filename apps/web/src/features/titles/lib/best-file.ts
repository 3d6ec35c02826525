import type { TitleFileSummary } from '@pardeh/contract';

/**
 * The file the title page's «تماشا» opens: the best one this viewer may play. The title's files
 * come in the API's order (the preferred language first, best quality first within it), so that
 * is the first file the viewer may play: a subscriber's is the first of all, anyone else's the
 * first free one. When every file is for subscribers, the first one still opens: its watch page
 * offers premium.
 */
export function bestFileFor(files: TitleFileSummary[], hasPremium: boolean): TitleFileSummary | undefined {
  return files.find((file) => hasPremium || !file.premiumOnly) ?? files[0];
}
