import { styled } from 'styled-components';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../core/ui/Button';
import { t } from '../../core/ui/tokens';

const Wrap = styled.div`
  position: relative;
`;

const Menu = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 6px);
  z-index: 20;
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

export interface ColumnToggleProps {
  columns: { id: string; title: string }[];
  hidden: string[];
  onChange: (hidden: string[]) => void;
}

/** Column visibility toggle of the company list. */
export function ColumnToggle({ columns, hidden, onChange }: ColumnToggleProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrap = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (!event.composedPath().includes(wrap.current!)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  return (
    <Wrap ref={wrap}>
      <Button variant="secondary" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen(!open)}>
        Columns
      </Button>
      {open && (
        <Menu id={menuId} role="group" aria-label="Visible columns">
          {columns.map((column) => (
            <label key={column.id}>
              <input
                type="checkbox"
                checked={!hidden.includes(column.id)}
                onChange={(event) =>
                  onChange(event.target.checked ? hidden.filter((id) => id !== column.id) : [...hidden, column.id])
                }
              />
              {column.title}
            </label>
          ))}
        </Menu>
      )}
    </Wrap>
  );
}
