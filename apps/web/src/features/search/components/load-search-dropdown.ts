/** The search's chunks, fetched when the search icon is touched so the home page stays lean. */
export const loadSearchBar = () => import('./search-bar.tsx');
export const loadSearchDropdown = () => import('./search-dropdown.tsx');

/** Fetched ahead: a failure here is left to the search's own load to show, once it opens. */
export const preloadSearch = () => {
  loadSearchBar().catch(() => {});
  loadSearchDropdown().catch(() => {});
};
