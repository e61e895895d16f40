import { styled } from 'styled-components';
import { Suspense, useEffect, useId, useState } from 'react';
import { Button } from '../../core/ui/Button';
import { lazyNamed } from '../../core/ui/lazyNamed';

// The menu's code loads on the first open: most visits never change the columns.
const ColumnMenu = lazyNamed(() => import('./ColumnMenu'), 'ColumnMenu');

const Wrap = styled.div`
  position: relative;
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
  // State, not a ref: the menu (loaded later) places itself against it.
  const [wrap, setWrap] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    if (!open || !wrap) return;
    const close = (event: Event) => {
      if (!event.composedPath().includes(wrap)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, wrap]);
  return (
    <Wrap ref={setWrap}>
      <Button variant="secondary" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen(!open)}>
        Columns
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ColumnMenu id={menuId} anchor={wrap} columns={columns} hidden={hidden} onChange={onChange} />
        </Suspense>
      )}
    </Wrap>
  );
}
