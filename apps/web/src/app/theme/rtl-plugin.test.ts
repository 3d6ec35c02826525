import { compile, middleware, prefixer, serialize, stringify } from 'stylis';
import { describe, expect, it } from 'vitest';
import { rtlPlugin } from './rtl-plugin.ts';

/** The way emotion's cache runs it: prefixer, then the RTL plugin, then stringify. */
const mirror = (css: string) => serialize(compile(css), middleware([prefixer, rtlPlugin, stringify]));

describe('rtlPlugin', () => {
  it('mirrors sides in property names and values', () => {
    expect(mirror('.a{margin-left:4px;padding-right:8px;text-align:left;float:right;left:0;}')).toBe(
      '.a{margin-right:4px;padding-left:8px;text-align:right;float:left;right:0;}',
    );
  });

  it('mirrors four-value shorthands, radii, shadows and translations', () => {
    expect(
      mirror('.a{padding:1px 2px 3px 4px;border-radius:1px 2px 3px 4px;box-shadow:2px 3px 4px #000;}'),
    ).toBe('.a{padding:1px 4px 3px 2px;border-radius:2px 1px 4px 3px;box-shadow:-2px 3px 4px #000;}');
    expect(mirror('.a{transform:translateX(5px);}')).toContain('transform:translateX(-5px);');
  });

  it('flips four-value colours and radii but leaves single values and colour functions alone', () => {
    expect(mirror('.a{border-color:red green blue yellow;border-radius:4px 0;}')).toBe(
      '.a{border-color:red yellow blue green;border-radius:0 4px;}',
    );
    expect(mirror('.a{background-color:rgba(0, 0, 0, 0.5);margin:1px 2px 3px;border-radius:4px;}')).toBe(
      '.a{background-color:rgba(0, 0, 0, 0.5);margin:1px 2px 3px;border-radius:4px;}',
    );
    expect(mirror('.a{background-position:10% 20%;}')).toContain(';background-position:90% 20%;');
  });

  it('leaves selectors and unrelated declarations alone', () => {
    expect(mirror('.left-menu:hover{color:red;opacity:0.5;}')).toBe(
      '.left-menu:hover{color:red;opacity:0.5;}',
    );
  });

  it('mirrors inside media queries', () => {
    expect(mirror('@media (min-width:600px){.a{margin-left:4px;}}')).toBe(
      '@media (min-width:600px){.a{margin-right:4px;}}',
    );
  });

  it('mirrors keyframes once, in both the prefixed and the standard copy', () => {
    const css = mirror('@keyframes slide{0%{transform:translateX(-100%);}100%{transform:translateX(250%);}}');
    expect(css).not.toContain('translateX(-100%)');
    expect(css).not.toContain('translateX(250%)');
    expect(css.match(/translateX\(100%\)/g)).toHaveLength(8);
  });
});
