/**
 * The header search as a small state machine: the header shows the menu or the search
 * field; the dropdown's stage follows from the text and the chosen tab.
 */
export type MenuStage = 'menu' | 'search';
export type SearchTab = 'titles' | 'people';
export type DropdownStage = 'start' | 'titleResults' | 'personResults';

export interface SearchState {
  menuStage: MenuStage;
  text: string;
  tab: SearchTab;
  /** Whether the dropdown under the field is showing (clicking outside hides it). */
  dropdownOpen: boolean;
  /** When the search stage began (`performance.now()`), so the focus delay counts from the click. */
  openedAt: number | null;
}

export type SearchEvent =
  | { type: 'open'; at: number }
  | { type: 'close' }
  | { type: 'type'; text: string }
  | { type: 'chooseTab'; tab: SearchTab }
  | { type: 'showDropdown' }
  | { type: 'hideDropdown' };

export const initialSearchState: SearchState = {
  menuStage: 'menu',
  text: '',
  tab: 'titles',
  dropdownOpen: false,
  openedAt: null,
};

export function searchReducer(state: SearchState, event: SearchEvent): SearchState {
  switch (event.type) {
    case 'open':
      return state.menuStage === 'search'
        ? state
        : { ...state, menuStage: 'search', dropdownOpen: true, openedAt: event.at };
    case 'close':
      // Returning to the menu clears the input.
      return initialSearchState;
    case 'type':
      return state.menuStage === 'search' ? { ...state, text: event.text, dropdownOpen: true } : state;
    case 'chooseTab':
      return { ...state, tab: event.tab };
    case 'showDropdown':
      return state.menuStage === 'search' ? { ...state, dropdownOpen: true } : state;
    case 'hideDropdown':
      return { ...state, dropdownOpen: false };
  }
}

/** `start` with no text; otherwise the results of the chosen tab. */
export function dropdownStage(text: string, tab: SearchTab): DropdownStage {
  if (text.trim() === '') return 'start';
  return tab === 'people' ? 'personResults' : 'titleResults';
}
