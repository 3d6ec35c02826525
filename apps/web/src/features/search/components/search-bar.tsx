import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import { type ActionDispatch, type KeyboardEvent, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { FailureBoundary } from '../../../components/failure-boundary.tsx';
import { iconButtonSx } from '../../../components/header/icon-button-sx.ts';
import { useIsMobile } from '../../../hooks/use-is-mobile.ts';
import { retryableLazy } from '../../../lib/retryable-lazy.ts';
import { messages } from '../../../messages/index.ts';
import { canSubmit, fullResultsPath, remainingFocusDelay } from '../lib/search-rules.ts';
import type { SearchEvent, SearchState } from '../lib/search-stage.ts';
import { loadSearchDropdown } from './load-search-dropdown.ts';
import { CloseSearchButton, closeSearch } from './search-buttons.tsx';
import { useClickOutside } from './use-click-outside.ts';

const SearchDropdown = retryableLazy(loadSearchDropdown);

/** The dropdown handles arrow keys and Enter on a highlighted result; true when it used the key. */
export type DropdownKeyHandler = (event: KeyboardEvent<HTMLInputElement>) => boolean;

interface SearchBarProps {
  state: SearchState;
  dispatch: ActionDispatch<[SearchEvent]>;
}

/**
 * The header in its search stage: a combobox field (focused 500 ms after opening), a close
 * button, and the lazily loaded results dropdown under it.
 */
export function SearchBar({ state, dispatch }: SearchBarProps) {
  // Opened only after the page is interactive, so the width is known by then.
  const isMobile = useIsMobile() === true;
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const containerRef = useRef<HTMLFormElement>(null);
  const keyHandlerRef = useRef<DropdownKeyHandler | null>(null);
  const [activeId, setActiveId] = useState<string | undefined>();
  const listboxId = useId();

  useEffect(() => {
    // The delay runs from the click, not from when this lazily loaded field arrived.
    const delay = remainingFocusDelay(state.openedAt, performance.now());
    const timer = window.setTimeout(() => inputRef.current?.focus(), delay);
    return () => window.clearTimeout(timer);
  }, [state.openedAt]);
  useClickOutside(containerRef, state.dropdownOpen, () => dispatch({ type: 'hideDropdown' }));

  const close = () => closeSearch(dispatch);
  const leaveTo = (path: string) => {
    navigate(path);
    dispatch({ type: 'close' });
  };

  return (
    <Box
      component="form"
      ref={containerRef}
      role="search"
      data-search-bar
      onSubmit={(event) => {
        event.preventDefault();
        if (canSubmit(state.text)) leaveTo(fullResultsPath(state.text));
      }}
      sx={{
        position: 'relative',
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        flex: 1,
        minWidth: 0,
        maxWidth: isMobile ? 'none' : 720,
        mx: isMobile ? 0 : 'auto',
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          flex: 1,
          minWidth: 0,
          height: 44,
          px: 0.5,
          borderRadius: 999,
          bgcolor: 'rgba(255,255,255,0.08)',
          border: '1px solid rgba(255,255,255,0.14)',
          transition: 'border-color 150ms, background-color 150ms',
          '&:focus-within': { borderColor: 'secondary.main', bgcolor: 'rgba(255,255,255,0.11)' },
        }}
      >
        <Box
          component="button"
          type="submit"
          aria-label={messages.search.submit}
          sx={{ ...iconButtonSx, width: 36, height: 36, color: 'text.secondary' }}
        >
          <SearchIcon fontSize="small" />
        </Box>
        <Box
          component="input"
          ref={inputRef}
          type="search"
          role="combobox"
          enterKeyHint="search"
          autoComplete="off"
          spellCheck={false}
          aria-label={messages.search.label}
          aria-autocomplete="list"
          aria-expanded={state.dropdownOpen}
          aria-controls={listboxId}
          aria-activedescendant={state.dropdownOpen ? activeId : undefined}
          placeholder={messages.search.placeholder}
          value={state.text}
          onChange={(event) => dispatch({ type: 'type', text: event.target.value })}
          onFocus={() => dispatch({ type: 'showDropdown' })}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.preventDefault();
              close();
              return;
            }
            if (state.dropdownOpen && keyHandlerRef.current?.(event)) event.preventDefault();
          }}
          sx={{
            flex: 1,
            minWidth: 0,
            height: 1,
            px: 0.5,
            border: 0,
            outline: 0,
            bgcolor: 'transparent',
            color: 'common.white',
            font: 'inherit',
            fontSize: '0.95rem',
            '&::-webkit-search-cancel-button': { display: 'none' },
          }}
        />
      </Box>
      <CloseSearchButton onClick={close} />
      {state.dropdownOpen && (
        // Without its code (offline) the field still works: Enter opens the full results.
        <FailureBoundary resetKey={state.openedAt}>
          <Suspense fallback={null}>
            <SearchDropdown
              text={state.text}
              tab={state.tab}
              onTab={(tab) => dispatch({ type: 'chooseTab', tab })}
              isDesktop={!isMobile}
              listboxId={listboxId}
              keyHandlerRef={keyHandlerRef}
              onActiveChange={setActiveId}
              onLeave={leaveTo}
            />
          </Suspense>
        </FailureBoundary>
      )}
    </Box>
  );
}
