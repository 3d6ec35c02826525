import cssjanus from 'cssjanus';
import { DECLARATION, type Middleware } from 'stylis';

/**
 * Everything cssjanus can flip mentions one of these: sides, directions, resize cursors, or a
 * property whose values it mirrors (four-value shorthands, radii, shadows, translations,
 * background positions). Other declarations (most of them: colours, fonts, display…) skip it.
 */
const MAY_FLIP = /left|right|ltr|rtl|resize|margin|padding|border|inset|shadow|translate|background/i;

const mirrored = new WeakSet<object>();

/**
 * Stylis plugin that mirrors styles for right-to-left (margin-left → margin-right, …) with
 * cssjanus, one declaration at a time. stylis-plugin-rtl does the same per rule set: it
 * re-serializes and re-parses every rule and runs cssjanus' lookahead-heavy expressions over the
 * whole rule, which cost ~140 ms of a phone's first render. Declarations are short, most are
 * skipped, and selectors are never touched (we write no `:dir()` or `@noflip` rules).
 */
export const rtlPlugin: Middleware = (element) => {
  // Keyframes are serialized twice (a -webkit- copy first): mirroring twice would undo it.
  if (element.type !== DECLARATION || mirrored.has(element)) return;
  mirrored.add(element);
  // Runs after the prefixer, which may have put vendor copies of the declaration in `return`.
  const css = element.return || element.value;
  if (MAY_FLIP.test(css)) element.return = cssjanus.transform(css);
};
