import cssjanus from 'cssjanus';
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

  it('writes what cssjanus writes, also where it skips cssjanus', () => {
    const declarations = [
      'box-shadow:0 0 16px rgba(31, 191, 154, 0.55)',
      'box-shadow:0px 2px 1px -1px rgba(0,0,0,0.2),3px 1px 1px 0px rgba(0,0,0,0.14)',
      'box-shadow:inset 0 0 0 4px rgba(255,255,255,0.08)',
      'box-shadow:inset 2px 0 0 red',
      'box-shadow:-0px 2px red',
      'box-shadow:0.5px 1px red',
      'box-shadow:.0em 1px red',
      'text-shadow:0 2px 18px rgba(0,0,0,0.5)',
      'text-shadow:2px 2px 18px red',
      'text-shadow:red 2px 2px',
      'transform:translateY(8px)',
      'transform:translateY(-50%) scale(1.1)',
      'transform:translate(14px, 16px) scale(1)',
      'transform:translateX(-4px)',
      'transform:translateX(20px)',
      'transform:translate(0, 20px) scale(1)',
      'transform:translate(0px, -1.5px) scale(0.75)',
      'transform:translate(-0.5px,2px)',
      'transform:translate(-50%, -50%) rotate(45deg)',
      'transform:translateX(calc(100% - 4px))',
      'transform:translateX(var(--offset))',
      'transform:translate(10px) translateX(5px)',
      'transform:translate3d(10px, 0, 0)',
      'box-shadow:none',
      'text-shadow:none',
      'transform:rotate(45deg)',
      'transition:transform 200ms,box-shadow 200ms',
      'background:linear-gradient(160deg, hsl(207 45% 30%) 0%, hsl(247 55% 12%) 100%)',
      'background:linear-gradient(270deg, rgba(11,11,13,0.92) 0%, rgba(11,11,13,0.15) 100%),linear-gradient(0deg, #0b0b0d 0%, transparent 60%)',
      'background:linear-gradient(red, blue) 25% 0 no-repeat',
      'background:url(poster.jpg) 10% 50% no-repeat',
      'background-image:radial-gradient(circle at 30% 20%, red 0%, transparent 70%)',
      'background-position:20% 50%',
      'margin-left:auto',
    ];
    for (const declaration of declarations) {
      const standard = cssjanus.transform(`.a{${declaration};}`);
      const prefixedCopies = (css: string) => css.replace(/(-webkit-|-moz-|-ms-)[^;]*;/g, '');
      expect(prefixedCopies(mirror(`.a{${declaration};}`)), declaration).toBe(standard);
    }
  });
});
