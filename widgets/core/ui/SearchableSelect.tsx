import { styled } from 'styled-components';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { t } from './tokens';
import { textFieldCss } from './textField';
import { useAnchoredFloating } from './floating';

const Wrapper = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
`;

const Label = styled.label`
  font-size: 12px;
  font-weight: 600;
  color: ${t.muted};
`;

const Field = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

const Input = styled.input`
  ${textFieldCss}
  padding: 0 32px 0 10px;
`;

const ClearButton = styled.button`
  position: absolute;
  right: 4px;
  width: 26px;
  height: 26px;
  border: 0;
  border-radius: 4px;
  background: transparent;
  color: ${t.muted};
  font-size: 16px;
  line-height: 1;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: ${t.surfaceMuted};
    color: ${t.text};
  }
`;

/** Placed by useAnchoredFloating: the field's width, below it (above when there is no room), inside the window. */
const List = styled.ul`
  z-index: 20;
  box-sizing: border-box;
  max-height: min(280px, var(--insights-floating-max-height, 280px));
  margin: 0;
  padding: 4px;
  overflow-y: auto;
  list-style: none;
  border: 1px solid ${t.border};
  border-radius: ${t.radius};
  background: ${t.surface};
  box-shadow: 0 8px 24px rgb(15 23 42 / 0.12);
`;

const Option = styled.li<{ $active: boolean; $selected: boolean }>`
  padding: 6px 8px;
  border-radius: 4px;
  cursor: pointer;
  color: ${t.text};
  background: ${(p) => (p.$active ? t.surfaceMuted : 'transparent')};
  font-weight: ${(p) => (p.$selected ? 600 : 400)};
`;

const Hint = styled.li`
  padding: 6px 8px;
  color: ${t.muted};
  font-size: 12px;
`;

export interface SearchableSelectProps<T> {
  label: string;
  options: readonly T[];
  value: T | undefined;
  onChange: (value: T | undefined) => void;
  getLabel: (option: T) => string;
  getKey: (option: T) => string;
  placeholder?: string;
  /** Long lists (thousands of companies) render only the first matches; typing narrows them. */
  maxVisible?: number;
  disabled?: boolean;
  /**
   * Told what the user types ('' when the list closes), for options the server finds: `options` are then its
   * page for that text (filtered here too, so a keystroke narrows the page on screen before the reply).
   */
  onSearchChange?: (query: string) => void;
  /** The server found more than `options` hold. */
  hasMore?: boolean;
  /** The server's page for the text typed is on its way. */
  searching?: boolean;
}

/** A select with a search box (ARIA 1.2 combobox + listbox): type to filter, arrows and Enter to choose, Escape to close. */
export function SearchableSelect<T>({
  label, options, value, onChange, getLabel, getKey, placeholder = 'Search…', maxVisible = 100, disabled, onSearchChange,
  hasMore = false, searching = false,
}: SearchableSelectProps<T>) {
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [query, setQueryState] = useState('');
  const [active, setActive] = useState(0);
  const setQuery = (next: string) => {
    setQueryState(next);
    onSearchChange?.(next);
  };
  const input = useRef<HTMLInputElement>(null);
  const { setAnchor, setFloating, floatingStyles } = useAnchoredFloating({ open, placement: 'bottom-start', gap: 4, matchWidth: true });

  const matches = useMemo(() => {
    const q = query.trim().toLowerCase();
    return q ? options.filter((o) => getLabel(o).toLowerCase().includes(q)) : options;
  }, [options, query, getLabel]);
  const visible = matches.slice(0, maxVisible);

  const choose = (option: T | undefined) => {
    onChange(option);
    setOpen(false);
    setQuery('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => Math.max(0, Math.min(visible.length - 1, i + step)));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      if (visible[active] !== undefined) choose(visible[active]);
    } else if (event.key === 'Escape') {
      setOpen(false);
      setQuery('');
    }
  };

  const selectedKey = value === undefined ? undefined : getKey(value);
  return (
    <Wrapper>
      <Label htmlFor={id}>{label}</Label>
      <Field ref={setAnchor}>
        <Input
          ref={input}
          id={id}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && visible[active] !== undefined ? `${id}-opt-${active}` : undefined}
          autoComplete="off"
          disabled={disabled}
          placeholder={placeholder}
          value={open ? query : value === undefined ? '' : getLabel(value)}
          onFocus={() => {
            setOpen(true);
            setActive(0);
          }}
          onClick={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            setQuery('');
          }}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
        />
        {value !== undefined && !disabled && (
          <ClearButton type="button" aria-label={`Clear ${label}`} onClick={() => choose(undefined)}>
            ×
          </ClearButton>
        )}
      </Field>
      {open && (
        <List ref={setFloating} style={floatingStyles} id={listId} role="listbox" aria-label={label}>
          {visible.map((option, index) => (
            <Option
              key={getKey(option)}
              id={`${id}-opt-${index}`}
              role="option"
              aria-selected={getKey(option) === selectedKey}
              $active={index === active}
              $selected={getKey(option) === selectedKey}
              // mousedown, not click: the input's blur would close the list first.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(option);
              }}
              onMouseEnter={() => setActive(index)}
            >
              {getLabel(option)}
            </Option>
          ))}
          {matches.length === 0 && <Hint role="presentation">{searching ? 'Searching…' : 'No matches'}</Hint>}
          {matches.length > visible.length && (
            <Hint role="presentation">{`${matches.length - visible.length} more — keep typing to narrow the list`}</Hint>
          )}
          {matches.length === visible.length && hasMore && matches.length > 0 && (
            <Hint role="presentation">More match — keep typing to narrow the list</Hint>
          )}
        </List>
      )}
    </Wrapper>
  );
}
