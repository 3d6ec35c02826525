/** The search's chunks, fetched when the search icon is touched so the home page stays lean. */
export const loadSearchBar = () => import('./search-bar.tsx');
export const loadSearchDropdown = () => import('./search-dropdown.tsx');

export const preloadSearch = () => {
  void loadSearchBar();
  void loadSearchDropdown();
};
