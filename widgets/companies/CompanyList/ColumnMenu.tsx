import { styled } from 'styled-components';
import { t } from '../../core/ui/tokens';
import { useAnchoredFloating } from '../../core/ui/floating';

/** Placed by useAnchoredFloating: below the Columns button, kept inside the window. */
const Menu = styled.div`
  z-index: 20;
  max-height: var(--insights-floating-max-height, none);
  overflow-y: auto;
  min-width: 200px;
  padding: 8px;
  border: 1px solid ${t.border};
  border-radius: ${t.radius};
  background: ${t.surface};
  box-shadow: 0 12px 28px rgb(15 23 42 / 0.14);
  label {
    display: flex;
    align-items: center;
    gap: 8px;
    padding: 6px 8px;
    border-radius: 6px;
    cursor: pointer;
    white-space: nowrap;
  }
  label:hover {
    background: ${t.surfaceMuted};
  }
`;

export interface ColumnMenuProps {
  id: string;
  /** The Columns button's box the menu hangs from. */
  anchor: Element | null;
  columns: { id: string; title: string }[];
  hidden: string[];
  onChange: (hidden: string[]) => void;
}

/** The open menu of the column toggle: a checkbox per column that can be hidden. */
export function ColumnMenu({ id, anchor, columns, hidden, onChange }: ColumnMenuProps) {
  const { setFloating, floatingStyles } = useAnchoredFloating({ open: true, placement: 'bottom-end', reference: anchor });
  return (
    <Menu ref={setFloating} style={floatingStyles} id={id} role="group" aria-label="Visible columns">
      {columns.map((column) => (
        <label key={column.id}>
          <input
            type="checkbox"
            checked={!hidden.includes(column.id)}
            onChange={(event) =>
              onChange(event.target.checked ? hidden.filter((hiddenId) => hiddenId !== column.id) : [...hidden, column.id])
            }
          />
          {column.title}
        </label>
      ))}
    </Menu>
  );
}
