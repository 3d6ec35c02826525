import cssjanus from 'cssjanus';
import { DECLARATION, type Middleware } from 'stylis';

/** Sides as cssjanus finds them: `left`/`right` not inside a longer word. */
const SIDE = /(^|[^a-zA-Z])(left|right)(?![a-zA-Z])/gi;
/** What else cssjanus changes wherever it appears: directions, resize cursors, sides in `url()`. */
const OTHER_FLIPS = /ltr|rtl|[ew]-resize|url\(/i;
/** Horizontal movements, which cssjanus negates; `translateY()`, `translate3d()` and the like it keeps. */
const HORIZONTAL_TRANSLATE = /translateX?\s*\(/gi;
/** A translation's arguments when they are plain quantities (`14px, 16px`), not `calc()` or `var()`. */
const PLAIN_TRANSLATE_ARGUMENTS = /translateX?\s*\(([^()]*)\)/i;
const PLAIN_QUANTITY = /^-?(?:\d*\.)?\d+(?:[a-z]+|%)?$/i;
/** The horizontal offset of every copy of the declaration (the prefixer may have added some). */
const HORIZONTAL_OFFSET = /(translateX?\s*\(\s*)([^\s,)]+)/gi;
/** A shadow whose first offset is zero, which cssjanus keeps as it is (it negates only that one). */
const ZERO_FIRST_OFFSET = /^(?:inset\s+)?-?(?:0*\.)?0+[a-z%]*(?:\s|$)/i;
/** Shorthands whose second and fourth values cssjanus swaps. */
const FOUR_VALUE_PROPERTY = /^(?:margin|padding|border-width|border-style|.*-color)$/;

/** Whether a percentage stands outside any function: `10% 50%` does, `linear-gradient(red 0%)` not. */
function hasTopLevelPercentage(value: string): boolean {
  let depth = 0;
  for (const char of value) {
    if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (char === '%' && depth === 0) return true;
  }
  return false;
}

/** Values at the top level of a declaration's value: `1px rgba(0, 0, 0, 0.2)` has two. */
function countValues(value: string): number {
  let count = 0;
  let depth = 0;
  let inValue = false;
  for (const char of value) {
    if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    const separates = depth === 0 && /\s/.test(char);
    if (!separates && !inValue) count += 1;
    inValue = !separates;
  }
  return count;
}

/**
 * Whether the declaration needs more than its sides swapped: directions, resize cursors,
 * horizontal translations, shadows with a horizontal offset, four-value shorthands, corner radii,
 * horizontal background positions in percent, or sides inside `url()` (which must stay). Those
 * go through cssjanus (plain translations aside: mirrorPlainTranslation), whose few dozen
 * expressions cost ~2 ms a declaration at a phone's speed, and whose first call compiles them.
 */
function needsCssjanus(property: string, value: string, css: string): boolean {
  if (OTHER_FLIPS.test(css)) return true;
  if (property === 'box-shadow' || property === 'text-shadow') {
    return value !== 'none' && !ZERO_FIRST_OFFSET.test(value);
  }
  if (property.endsWith('transform')) return value.match(HORIZONTAL_TRANSLATE) !== null;
  if (FOUR_VALUE_PROPERTY.test(property)) return countValues(value) >= 4;
  if (property === 'border-radius') return countValues(value) >= 2;
  // cssjanus mirrors a background's horizontal percentage, never a gradient's colour stops.
  if (property.startsWith('background')) return hasTopLevelPercentage(value);
  return false;
}

/** cssjanus' sign flip: `4px` → `-4px` → `4px`, zero kept as written. */
const flipSign = (quantity: string) =>
  Number.parseFloat(quantity) === 0
    ? quantity
    : quantity.startsWith('-')
      ? quantity.slice(1)
      : `-${quantity}`;

/**
 * A transform with one `translate()` or `translateX()` of plain quantities, mirrored here as cssjanus
 * would (its horizontal offset negated); null for anything else, which goes through cssjanus.
 */
function mirrorPlainTranslation(css: string, value: string): string | null {
  if (value.match(HORIZONTAL_TRANSLATE)?.length !== 1) return null;
  const parts = PLAIN_TRANSLATE_ARGUMENTS.exec(value)?.[1]
    ?.split(',')
    .map((part) => part.trim());
  if (!parts || parts.length > 3 || !parts.every((part) => PLAIN_QUANTITY.test(part))) return null;
  return css.replace(HORIZONTAL_OFFSET, (_match, call: string, offset: string) => call + flipSign(offset));
}

/** `margin-left:8px` → `margin-right:8px`, exactly as cssjanus writes it. */
const swapSides = (css: string) =>
  css.replace(
    SIDE,
    (_match, before: string, side: string) => before + (side.toLowerCase() === 'left' ? 'right' : 'left'),
  );

const mirrored = new WeakSet<object>();

/**
 * Stylis plugin that mirrors styles for right-to-left (margin-left → margin-right, …) with
 * cssjanus' rules, one declaration at a time: plain sides are swapped here, the rarer cases go
 * through cssjanus, and declarations with nothing to flip are left alone. stylis-plugin-rtl does
 * the same per rule set: it re-serializes and re-parses every rule and runs all of cssjanus'
 * expressions over it, which cost ~140 ms of a phone's first render; cssjanus also compiles its
 * expressions on every call, so it is kept for the declarations that need it. Selectors are
 * never touched (we write no `:dir()` or `@noflip` rules).
 */
export const rtlPlugin: Middleware = (element) => {
  // Keyframes are serialized twice (a -webkit- copy first): mirroring twice would undo it.
  if (element.type !== DECLARATION || mirrored.has(element)) return;
  mirrored.add(element);
  // Runs after the prefixer, which may have put vendor copies of the declaration in `return`.
  const css = element.return || element.value;
  const property = typeof element.props === 'string' ? element.props : String(element.props[0] ?? '');
  const value = typeof element.children === 'string' ? element.children : '';
  element.return = needsCssjanus(property, value, css)
    ? (mirrorPlainTranslation(css, value) ?? cssjanus.transform(css))
    : swapSides(css);
};
