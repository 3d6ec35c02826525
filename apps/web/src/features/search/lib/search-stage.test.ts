import { describe, expect, it } from 'vitest';
import { moveActiveIndex } from './move-active-index.ts';
import { dropdownStage, initialSearchState, type SearchEvent, searchReducer } from './search-stage.ts';

const run = (...events: SearchEvent[]) => events.reduce(searchReducer, initialSearchState);

describe('search stage machine', () => {
  it('starts on the menu with an empty, closed search', () => {
    expect(initialSearchState).toEqual({
      menuStage: 'menu',
      text: '',
      tab: 'titles',
      dropdownOpen: false,
      openedAt: null,
    });
  });

  it('opens the field and its dropdown from the search icon', () => {
    expect(run({ type: 'open', at: 100 })).toMatchObject({
      menuStage: 'search',
      dropdownOpen: true,
      openedAt: 100,
    });
  });

  it('ignores typing while the menu is showing', () => {
    expect(run({ type: 'type', text: 'abc' }).text).toBe('');
  });

  it('clears the input and the tab when returning to the menu', () => {
    const state = run(
      { type: 'open', at: 100 },
      { type: 'type', text: 'matrix' },
      { type: 'chooseTab', tab: 'people' },
      {
        type: 'close',
      },
    );
    expect(state).toEqual(initialSearchState);
  });

  it('hides the dropdown on a click outside and shows it again on typing', () => {
    const hidden = run({ type: 'open', at: 100 }, { type: 'type', text: 'ma' }, { type: 'hideDropdown' });
    expect(hidden).toMatchObject({ menuStage: 'search', text: 'ma', dropdownOpen: false });
    expect(searchReducer(hidden, { type: 'type', text: 'mat' }).dropdownOpen).toBe(true);
    expect(searchReducer(hidden, { type: 'showDropdown' }).dropdownOpen).toBe(true);
  });

  it('derives the dropdown stage from the text and the tab', () => {
    expect(dropdownStage('', 'titles')).toBe('start');
    expect(dropdownStage('   ', 'people')).toBe('start');
    expect(dropdownStage('m', 'titles')).toBe('titleResults');
    expect(dropdownStage('ma', 'people')).toBe('personResults');
  });
});

describe('arrow keys', () => {
  it('moves through the options and wraps around', () => {
    expect(moveActiveIndex(-1, 3, 'ArrowDown')).toBe(0);
    expect(moveActiveIndex(0, 3, 'ArrowDown')).toBe(1);
    expect(moveActiveIndex(2, 3, 'ArrowDown')).toBe(0);
    expect(moveActiveIndex(-1, 3, 'ArrowUp')).toBe(2);
    expect(moveActiveIndex(0, 3, 'ArrowUp')).toBe(2);
    expect(moveActiveIndex(2, 3, 'ArrowUp')).toBe(1);
    expect(moveActiveIndex(1, 0, 'ArrowDown')).toBe(-1);
  });
});
