import Box from '@mui/material/Box';
import { type RefObject, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { HEADER_HEIGHT } from '../../../config/layout.ts';
import { messages } from '../../../messages/index.ts';
import { useSearchPeople } from '../api/search-people.ts';
import { useSearchTitles } from '../api/search-titles.ts';
import { moveActiveIndex } from '../lib/move-active-index.ts';
import {
  canSearchLive,
  fullResultsPath,
  PEOPLE_DEBOUNCE_MS,
  TITLE_DEBOUNCE_MS,
  visiblePeople,
  visibleTitles,
} from '../lib/search-rules.ts';
import { dropdownStage, type SearchTab } from '../lib/search-stage.ts';
import { useSettledText } from '../lib/use-settled-text.ts';
import { CorrectedQueryNotice } from './corrected-query-notice.tsx';
import { DropdownStatus } from './dropdown-status.tsx';
import { MoreResultsLink } from './more-results-link.tsx';
import { PersonOption } from './person-option.tsx';
import type { DropdownKeyHandler } from './search-bar.tsx';
import { SearchTabs } from './search-tabs.tsx';
import { TitleOption } from './title-option.tsx';

interface SearchDropdownProps {
  text: string;
  tab: SearchTab;
  onTab: (tab: SearchTab) => void;
  isDesktop: boolean;
  listboxId: string;
  keyHandlerRef: RefObject<DropdownKeyHandler | null>;
  onActiveChange: (id: string | undefined) => void;
  onLeave: (path: string) => void;
}

/**
 * The live results under the search field. Titles are asked for after 500 ms of quiet and people
 * after 1000 ms; each keystroke drops the older request. Arrow keys move the highlight, Enter
 * opens the highlighted result.
 */
export default function SearchDropdown(props: SearchDropdownProps) {
  const { text, tab, onTab, isDesktop, listboxId, keyHandlerRef, onActiveChange, onLeave } = props;
  const titleQuery = useSettledText(text, TITLE_DEBOUNCE_MS);
  const peopleQuery = useSettledText(text, PEOPLE_DEBOUNCE_MS);
  const titles = useSearchTitles(titleQuery);
  const people = useSearchPeople(peopleQuery);
  const stage = dropdownStage(text, tab);

  const shownTitles = useMemo(
    () => visibleTitles(titles.data?.data ?? [], isDesktop),
    [titles.data, isDesktop],
  );
  const shownPeople = useMemo(
    () => visiblePeople(people.data?.data ?? [], isDesktop),
    [people.data, isDesktop],
  );
  const paths =
    stage === 'titleResults'
      ? [
          ...shownTitles.items.map((title) => title.path),
          ...(shownTitles.hasMore ? [fullResultsPath(text)] : []),
        ]
      : stage === 'personResults'
        ? shownPeople.map((person) => person.path)
        : [];
  const pathsKey = paths.join('\n');

  const [activeIndex, setActiveIndex] = useState(-1);
  // A new result list starts with nothing highlighted.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset exactly when the list changes
  useEffect(() => setActiveIndex(-1), [pathsKey]);
  const optionId = (index: number) => `${listboxId}-option-${index}`;
  useEffect(() => onActiveChange(activeIndex >= 0 ? optionId(activeIndex) : undefined));

  const latest = useRef({ paths, activeIndex });
  latest.current = { paths, activeIndex };
  useLayoutEffect(() => {
    keyHandlerRef.current = (event) => {
      const { paths: current, activeIndex: index } = latest.current;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        setActiveIndex(moveActiveIndex(index, current.length, event.key));
        return true;
      }
      const path = current[index];
      if (event.key === 'Enter' && path) {
        onLeave(path);
        return true;
      }
      return false;
    };
    return () => {
      keyHandlerRef.current = null;
    };
  }, [keyHandlerRef, onLeave]);

  const optionProps = (index: number, path: string) => ({
    id: optionId(index),
    active: index === activeIndex,
    onHover: () => setActiveIndex(index),
    onChoose: () => onLeave(path),
  });
  const current = stage === 'personResults' ? people : titles;
  const settled = stage === 'personResults' ? peopleQuery : titleQuery;
  const resultCount = stage === 'personResults' ? shownPeople.length : shownTitles.items.length;
  const status =
    stage === 'start' || !canSearchLive(text)
      ? 'start'
      : settled === null || current.isPending
        ? 'loading'
        : current.isError
          ? 'error'
          : resultCount === 0
            ? 'empty'
            : 'results';
  const correctedQuery = status === 'results' ? current.data?.correctedQuery : undefined;

  return (
    <Box
      data-search-dropdown
      data-stage={stage}
      data-status={status}
      sx={{
        position: isDesktop ? 'absolute' : 'fixed',
        top: isDesktop ? 'calc(100% + 10px)' : HEADER_HEIGHT,
        insetInline: 0,
        maxHeight: isDesktop ? `calc(100vh - ${HEADER_HEIGHT + 24}px)` : `calc(100dvh - ${HEADER_HEIGHT}px)`,
        overflowY: 'auto',
        overscrollBehavior: 'contain',
        bgcolor: 'rgba(21, 21, 24, 0.98)',
        border: '1px solid',
        borderColor: 'divider',
        borderRadius: isDesktop ? 3 : 0,
        boxShadow: '0 24px 60px rgba(0,0,0,0.6)',
        p: 1,
      }}
    >
      <SearchTabs tab={tab} onTab={onTab} />
      <DropdownStatus status={status} onRetry={() => void current.refetch()} />
      {correctedQuery && settled && (
        <CorrectedQueryNotice
          correctedQuery={correctedQuery}
          typedQuery={settled}
          asTypedPath={fullResultsPath(settled, true)}
          onFollow={() => onLeave(fullResultsPath(settled, true))}
        />
      )}
      <Box
        role="listbox"
        id={listboxId}
        aria-label={messages.search.results}
        // One column no wider than the dropdown: an auto column grows to a long name's whole
        // width, and the name would run off the screen instead of ending in an ellipsis.
        sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 0.25 }}
      >
        {status === 'results' &&
          stage === 'titleResults' &&
          shownTitles.items.map((title, index) => (
            <TitleOption key={title.id} title={title} {...optionProps(index, title.path)} />
          ))}
        {status === 'results' && stage === 'titleResults' && shownTitles.hasMore && (
          <MoreResultsLink
            {...optionProps(shownTitles.items.length, fullResultsPath(text))}
            to={fullResultsPath(text)}
          />
        )}
        {status === 'results' &&
          stage === 'personResults' &&
          shownPeople.map((person, index) => (
            <PersonOption key={person.id} person={person} {...optionProps(index, person.path)} />
          ))}
      </Box>
    </Box>
  );
}
