import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Drawer } from './Drawer';
import { SideSheetBody, SideSheetFoot } from './SideSheet';

// happy-dom's <dialog> has no top layer, ::backdrop or Esc handling: the look (backdrop, ×) is checked in Chromium
// by the CompanyList and UsersAdmin stories. Here: every way of closing goes through onClose.

function Opener({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Filters</button>
      {open && (
        <Drawer
          title="Filters"
          onClose={() => {
            onClose();
            setOpen(false);
          }}
        >
          <SideSheetBody><input aria-label="Name" /></SideSheetBody>
          <SideSheetFoot><button>Apply</button></SideSheetFoot>
        </Drawer>
      )}
    </>
  );
}

describe('Drawer', () => {
  it('is a native modal <dialog> named by its title, with a × button', () => {
    render(<Opener onClose={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    expect(dialog.tagName).toBe('DIALOG');
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('button', { name: 'Close filters' }).textContent).toBe('×');
  });

  it('closes by ×, by Esc and by a press on the backdrop, not by a press inside', () => {
    const onClose = vi.fn();
    render(<Opener onClose={onClose} />);
    const open = () => {
      fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
      return screen.getByRole('dialog', { name: 'Filters' });
    };

    open();
    fireEvent.click(screen.getByRole('button', { name: 'Close filters' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();

    const esc = new Event('cancel', { cancelable: true });
    const dialog = open();
    act(() => {
      dialog.dispatchEvent(esc);
    });
    expect(esc.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(2);

    const again = open();
    fireEvent.mouseDown(screen.getByRole('textbox', { name: 'Name' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    vi.spyOn(again, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 1000, y: 0, width: 340, height: 800 }));
    fireEvent.mouseDown(again, { clientX: 20, clientY: 300 });
    expect(onClose).toHaveBeenCalledTimes(3);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
