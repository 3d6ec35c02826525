import { messages } from '../../messages/index.ts';

/**
 * Full-screen cover while a page's code or the signed-in state loads: the splash of `index.html`,
 * whose stylesheet stays in the page, so the two are one design and the cover takes no run-time
 * styles (its sliding bar's keyframes would be the only ones needing cssjanus, whose first call
 * compiles its expressions: a long task on a phone).
 */
export function LoadingScreen({ label = messages.loading }: { label?: string }) {
  return (
    <div className="boot" role="progressbar" aria-label={label} aria-busy>
      <div className="boot-name">{messages.app.name}</div>
      <div className="boot-bar" />
    </div>
  );
}
