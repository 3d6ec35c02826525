import { useReducer } from 'react';
import { initialSearchState, searchReducer } from './search-stage.ts';

/** The header's search state (menu or search stage, text, tab, dropdown), owned by the header. */
export const useHeaderSearch = () => useReducer(searchReducer, initialSearchState);
