import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { styled } from 'styled-components';
import type { GlobalSearchProps } from '@insights/widgets/search';
import { theme } from '../ui/theme';

/**
 * The search's code (the widget, its styles, its API calls: about 4 KB gz) is not part of a screen's first download
 * (issue 38). Until its first use the bar holds a stand-in field that looks the same and takes focus and text at once;
 * Ctrl+K (⌘K) focuses it from the first paint. The first use (the shortcut, a click or Tab into the field, a pointer
 * coming over it) loads the search, which then takes the stand-in's place with what was typed and the focus.
 */
const loadSearch = () => import('../routes/screens/globalSearch').then((m) => m.GlobalSearch);

/** Ctrl+K (⌘K on a Mac), the keys the search itself listens to (widgets/search/GlobalSearch/useFocusShortcut.ts). */
export function isSearchShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';
}

const isMac = () => /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/** Takes the bar's free room only: the user's name and the buttons keep theirs. */
const Slot = styled.div`
  flex: 1 1 0;
  min-width: 0;
  max-width: 480px;
`;

// The stand-in draws what the search's field draws (widgets/search/GlobalSearch/GlobalSearch.styles.ts and the kit's
// textField.ts), with the same --insights-* properties and defaults, so nothing moves or changes colour at the swap.
const StandIn = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  min-height: 36px;
  font-family: var(--insights-font, ${theme.font});
  font-size: var(--insights-font-size, 14px);
  color: var(--insights-text, #111827);
  svg {
    position: absolute;
    left: 10px;
    color: var(--insights-muted, #4b5563);
    pointer-events: none;
  }
  input {
    width: 100%;
    min-width: 0;
    height: 36px;
    box-sizing: border-box;
    padding: 0 64px 0 34px;
    border: 1px solid var(--insights-border, #e5e7eb);
    border-radius: var(--insights-radius, 8px);
    background: var(--insights-surface-muted, #f9fafb);
    color: var(--insights-text, #111827);
    font: inherit;
    &::placeholder {
      color: var(--insights-muted, #4b5563);
    }
    &:focus {
      background: var(--insights-surface, #ffffff);
      outline: 2px solid var(--insights-primary, #2563eb);
      outline-offset: -1px;
    }
    &::-webkit-search-cancel-button {
      display: none;
    }
  }
  kbd {
    position: absolute;
    right: 8px;
    padding: 1px 6px;
    border: 1px solid var(--insights-border, #e5e7eb);
    border-radius: 4px;
    background: var(--insights-surface, #ffffff);
    color: var(--insights-muted, #4b5563);
    font-family: inherit;
    font-size: 11px;
    line-height: 18px;
    pointer-events: none;
  }
  /* The search hides its hint once the field holds text. */
  input:not(:placeholder-shown) + kbd {
    display: none;
  }
  @media (max-width: 767px) {
    input {
      padding-right: 10px;
      &:not(:focus)::placeholder {
        color: transparent;
      }
    }
    kbd {
      display: none;
    }
  }
`;

/** What the stand-in held when the search arrived. */
interface Handover {
  text: string;
  focused: boolean;
  selection: [number, number] | null;
}

/** The top bar's global company search (issue 24 §3). */
export function TopBarSearch() {
  const [loaded, setLoaded] = useState<{ Search: ComponentType<GlobalSearchProps>; handover: Handover } | null>(null);
  const slot = useRef<HTMLDivElement>(null);
  const standIn = useRef<HTMLInputElement>(null);
  const loading = useRef<Promise<void> | null>(null);

  const load = useCallback(() => {
    loading.current ??= loadSearch().then(
      (Search) => {
        // Read and swap in one task: no keystroke can land between what is read here and the search's first render.
        const field = standIn.current;
        const handover: Handover = {
          text: field?.value ?? '',
          focused: field !== null && document.activeElement === field,
          selection: field && field.selectionStart !== null && field.selectionEnd !== null ? [field.selectionStart, field.selectionEnd] : null,
        };
        flushSync(() => setLoaded({ Search, handover }));
      },
      () => {
        // A failed download (offline, a new release): the next use tries again; the stand-in keeps working meanwhile.
        loading.current = null;
      },
    );
  }, []);

  // The shortcut before the search is here: focus the stand-in now (the user types into it) and fetch the search.
  useEffect(() => {
    if (loaded) return;
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event) || !standIn.current) return;
      event.preventDefault();
      standIn.current.focus();
      standIn.current.select();
      load();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [loaded, load]);

  // The search takes over the focus and the caret where the stand-in had them.
  useLayoutEffect(() => {
    if (!loaded?.handover.focused) return;
    const input = slot.current?.querySelector('input');
    if (!input) return;
    input.focus();
    if (loaded.handover.selection) input.setSelectionRange(...loaded.handover.selection);
  }, [loaded]);

  if (loaded) {
    const { Search, handover } = loaded;
    return (
      <Slot role="search" ref={slot}>
        <Search initialText={handover.text} />
      </Slot>
    );
  }
  return (
    <Slot role="search" ref={slot} onPointerEnter={load} onPointerDown={load}>
      <StandIn>
        <svg width="16" height="16" viewBox="0 0 24 24" fill="none" aria-hidden="true">
          <circle cx="11" cy="11" r="7" stroke="currentColor" strokeWidth="2" />
          <path d="m20 20-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <input
          ref={standIn}
          type="search"
          role="combobox"
          aria-label="Find a company"
          aria-autocomplete="list"
          aria-expanded={false}
          aria-keyshortcuts="Control+K Meta+K"
          autoComplete="off"
          spellCheck={false}
          placeholder="Find a company, license or domain"
          onFocus={load}
        />
        <kbd aria-hidden="true">{isMac() ? '⌘K' : 'Ctrl K'}</kbd>
      </StandIn>
    </Slot>
  );
}
