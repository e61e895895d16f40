import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import type { Company } from '../../core/api/companies';
import { useInsights } from '../../core/config/context';
import { useLink } from '../../core/config/links';
import { useReportReady } from '../../core/events/useReportReady';
import { withHostEvents } from '../../core/events/withHostEvents';
import { Button } from '../../core/ui/Button';
import { Spinner } from '../../core/ui/Spinner';
import { useAnchoredFloating } from '../../core/ui/floating';
import { Details, Failure, Field, Footer, Glass, Input, List, Match, Name, Option, Popup, ShortcutHint, Status, Wrapper } from './GlobalSearch.styles';
import { companyTypeLabel, licenseCountText, matchText } from './resultText';
import { useFocusShortcut } from './useFocusShortcut';
import { useGlobalSearch } from './useGlobalSearch';

/** Spec 1's empty state. */
export const NO_RESULTS = 'No data found';

export interface GlobalSearchProps {
  /** Ctrl+K (⌘K) anywhere on the page focuses the field; false when a host has its own use for the keys. */
  shortcut?: boolean;
  /** Text the field starts with (a host's own search page, a story). */
  initialText?: string;
  className?: string;
}

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/**
 * The top bar's company search: name, alias, domain or license number as the user types (ARIA 1.2 combobox with a
 * listbox popup): arrows move through the results, Enter opens the highlighted company, Escape closes the list.
 */
export const GlobalSearch = withHostEvents('insights-search', function GlobalSearch({ shortcut = true, initialText = '', className }: GlobalSearchProps) {
  const { portalUrl, navigate } = useInsights();
  const link = useLink();
  const id = useId();
  const listId = `${id}-results`;
  const optionId = (index: number) => `${id}-result-${index}`;
  const input = useRef<HTMLInputElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const [text, setText] = useState(initialText);
  const [open, setOpen] = useState(initialText.trim() !== '');
  const [active, setActive] = useState(0);
  const [popupTop, setPopupTop] = useState<number>();
  const [fieldTop, setFieldTop] = useState<number>();
  const { search, results, loading, stale, error, retry } = useGlobalSearch(text);
  // Nothing to load before the user types: the field is the widget's content.
  useReportReady(true);

  const openList = useCallback(() => {
    setFieldTop(root.current?.getBoundingClientRect().top);
    setOpen(true);
  }, []);
  useFocusShortcut(input, shortcut, openList);

  // A new page of results starts at its first row: Enter right after typing opens the best match.
  useEffect(() => setActive(0), [results]);

  useEffect(() => {
    if (!open) return;
    const onDown = (event: MouseEvent) => {
      if (!event.composedPath().includes(root.current!)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  // On a phone the results sit fixed under the field, across the screen (GlobalSearch.styles.ts).
  useLayoutEffect(() => {
    if (open) setPopupTop(input.current?.getBoundingClientRect().bottom);
  }, [open]);

  // Enter pressed while the results for the text were still on their way (onKeyDown): the text it was pressed for.
  const [enterPending, setEnterPending] = useState<string | null>(null);

  const companyPath = useCallback((company: Company) => link.path('company', { companyId: company.id }), [link]);
  const go = useCallback((company: Company) => {
    const appPath = companyPath(company);
    setOpen(false);
    setText('');
    input.current?.blur();
    if (link.go(appPath) && !navigate) window.location.assign(`${portalUrl}${appPath}`);
  }, [companyPath, link, navigate, portalUrl]);

  const shown = results ?? [];
  const hasText = text.trim() !== '';
  const expanded = open && hasText;
  const listShown = expanded && shown.length > 0 && !error;
  // Below the field, slid back inside the window wherever the host puts the search (a phone's CSS takes over below 768 px).
  const { setAnchor, setFloating, floatingStyles } = useAnchoredFloating({ open: expanded, placement: 'bottom-start', gap: 4, matchWidth: true });
  // The pending Enter opens the first row of the page for its text, once that page is in; typing on, closing the list
  // or an empty page forgets it ('No data found' then says why nothing opened).
  const best = listShown ? results?.[0] : undefined;
  useEffect(() => {
    if (enterPending === null) return;
    if (enterPending !== text || !open) return setEnterPending(null);
    if (stale || loading) return;
    setEnterPending(null);
    if (best) go(best);
  }, [enterPending, text, open, stale, loading, best, go]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return setOpen(true);
      if (shown.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + shown.length) % shown.length);
    } else if (event.key === 'Home' && listShown) {
      event.preventDefault();
      setActive(0);
    } else if (event.key === 'End' && listShown) {
      event.preventDefault();
      setActive(shown.length - 1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      // The highlighted row of the page for the text as typed, not of a page still on screen for an older text.
      if (listShown && !stale && shown[active]) go(shown[active]);
      // Typed faster than the search answers: the best match opens when the page for this text arrives.
      else if (hasText && (stale || loading)) setEnterPending(text);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (open) setOpen(false);
      else setText('');
    }
  };

  return (
    <Wrapper ref={root} part="frame" className={className}>
      <Field ref={setAnchor} style={{ '--field-top': fieldTop === undefined ? undefined : `${fieldTop}px` } as CSSProperties}>
        <Glass width="16" height="16" viewBox="0 0 24 24" fill="none" aria-hidden="true">
          <circle cx="11" cy="11" r="7" stroke="currentColor" strokeWidth="2" />
          <path d="m20 20-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </Glass>
        <Input
          ref={input}
          part="input"
          type="search"
          role="combobox"
          aria-label="Find a company"
          aria-autocomplete="list"
          aria-expanded={listShown}
          aria-controls={listShown ? listId : undefined}
          aria-activedescendant={listShown && shown[active] ? optionId(active) : undefined}
          aria-keyshortcuts={shortcut ? 'Control+K Meta+K' : undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder="Find a company, license or domain"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
          }}
          onFocus={openList}
          onKeyDown={onKeyDown}
        />
        {shortcut && !hasText && <ShortcutHint aria-hidden="true">{isMac() ? '⌘K' : 'Ctrl K'}</ShortcutHint>}
      </Field>
      {expanded && (
        <Popup ref={setFloating} part="popover" style={{ ...floatingStyles, '--popup-top': popupTop === undefined ? undefined : `${popupTop + 4}px` } as CSSProperties}>
          {error ? (
            <Failure role="alert">
              <span>{error.message}</span>
              <Button variant="secondary" size="sm" onClick={retry}>
                Try again
              </Button>
            </Failure>
          ) : loading || (search === '' && hasText) ? (
            <Status>
              <Spinner size={16} label="Searching" showLabel />
            </Status>
          ) : shown.length === 0 ? (
            stale ? (
              <Status>
                <Spinner size={16} label="Searching" showLabel />
              </Status>
            ) : (
              <Status role="status">{NO_RESULTS}</Status>
            )
          ) : (
            <>
              <List role="listbox" id={listId} aria-label="Companies" aria-busy={stale || undefined}>
                {shown.map((company, index) => (
                  <Option
                    key={company.id}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === active}
                    $active={index === active}
                    data-href={link.href(companyPath(company))}
                    // The field keeps the focus (and the list stays open) while a row is clicked.
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseMove={() => setActive(index)}
                    onClick={() => go(company)}
                  >
                    <Name>{company.legalName}</Name>
                    <Details>
                      <span>{companyTypeLabel(company.companyType)}</span>
                      <span>{licenseCountText(company.licenseCount)}</span>
                      {company.matchedBy && <Match>{matchText(company.matchedBy)}</Match>}
                    </Details>
                  </Option>
                ))}
              </List>
              <Footer aria-hidden="true">↑ ↓ to move · Enter to open · Esc to close</Footer>
            </>
          )}
        </Popup>
      )}
    </Wrapper>
  );
});
