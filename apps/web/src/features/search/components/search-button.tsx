import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import { iconButtonSx } from '../../../components/header/icon-button-sx.ts';
import { messages } from '../../../messages/index.ts';
import { preloadSearch } from './load-search-dropdown.ts';

/** The header's search icon: switches the header to its search stage. */
export function SearchButton({ onOpen }: { onOpen: () => void }) {
  return (
    <Box
      component="button"
      type="button"
      data-search-open
      sx={iconButtonSx}
      aria-label={messages.search.open}
      onPointerEnter={preloadSearch}
      onPointerDown={preloadSearch}
      onClick={onOpen}
    >
      <SearchIcon />
    </Box>
  );
}
