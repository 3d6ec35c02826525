import Box from '@mui/material/Box';
import { messages } from '../../../messages/index.ts';
import type { SearchTab } from '../lib/search-stage.ts';

const tabs: { value: SearchTab; label: string }[] = [
  { value: 'titles', label: messages.search.titlesTab },
  { value: 'people', label: messages.search.peopleTab },
];

/** Titles or people; pressing a tab keeps the focus in the field so typing goes on. */
export function SearchTabs({ tab, onTab }: { tab: SearchTab; onTab: (tab: SearchTab) => void }) {
  return (
    <Box role="tablist" aria-label={messages.search.tabs} sx={{ display: 'flex', gap: 0.5, p: 0.5, mb: 0.5 }}>
      {tabs.map(({ value, label }) => {
        const selected = value === tab;
        return (
          <Box
            key={value}
            component="button"
            type="button"
            role="tab"
            data-search-tab={value}
            aria-selected={selected}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onTab(value)}
            sx={{
              flex: 1,
              py: 1,
              border: 0,
              borderRadius: 2,
              font: 'inherit',
              fontSize: '0.9rem',
              fontWeight: selected ? 700 : 500,
              cursor: 'pointer',
              color: selected ? 'secondary.contrastText' : 'text.secondary',
              bgcolor: selected ? 'secondary.main' : 'rgba(255,255,255,0.05)',
              transition: 'background-color 150ms, color 150ms',
              '&:hover': { color: selected ? 'secondary.contrastText' : 'common.white' },
              '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
            }}
          >
            {label}
          </Box>
        );
      })}
    </Box>
  );
}
