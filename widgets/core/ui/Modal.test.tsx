import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Modal } from './Modal';
import { ConfirmDialog } from './ConfirmDialog';
import { ToastProvider, useToast } from './Toast';

// happy-dom's <dialog> sets `open` on showModal() but has no top layer, inertness, initial focus or Esc handling: those
// are checked in Chromium by the UI kit's "Dialog focus" story and the e2e specs. Here: the wiring to React.

/** The close request the browser fires on Esc. */
function cancel(dialog: HTMLElement) {
  const event = new Event('cancel', { cancelable: true });
  act(() => {
    dialog.dispatchEvent(event);
  });
  return event;
}

function Opener({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <Modal
        open={open}
        title="Filters"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        footer={<button onClick={() => setOpen(false)}>Done</button>}
      >
        <input aria-label="Name" />
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('renders nothing while closed, and an open native modal <dialog> named by its title when open', () => {
    const { rerender } = render(<Modal open={false} title="Filters" onClose={() => {}} />);
    expect(document.querySelector('dialog')).toBeNull();
    rerender(<Modal open title="Filters" onClose={() => {}} footer={<button>Apply</button>}>Body text</Modal>);
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    expect(dialog.tagName).toBe('DIALOG');
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.textContent).toContain('Body text');
    expect(screen.getByRole('button', { name: 'Apply' })).toBeTruthy();
  });

  it('Esc (the cancel event) asks the parent to close instead of closing by itself', () => {
    const onClose = vi.fn();
    render(<Modal open title="Filters" onClose={onClose} />);
    const dialog = screen.getByRole('dialog') as HTMLDialogElement;
    const event = cancel(dialog);
    expect(event.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
    // The parent kept it open: it stays open.
    expect(dialog.open).toBe(true);
  });

  it('reports a close the browser made by itself, but not its own close when the parent closes it', () => {
    const onClose = vi.fn();
    const { rerender } = render(<Modal open title="Filters" onClose={onClose} />);
    act(() => (screen.getByRole('dialog') as HTMLDialogElement).close());
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(<Modal open={false} title="Filters" onClose={onClose} />);
    rerender(<Modal open title="Filters" onClose={onClose} />);
    rerender(<Modal open={false} title="Filters" onClose={onClose} />);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a mouse down on the backdrop closes it unless the backdrop is static; one inside does not', () => {
    const onClose = vi.fn();
    const { rerender } = render(<Modal open title="Filters" onClose={onClose}><input aria-label="Name" /></Modal>);
    fireEvent.mouseDown(screen.getByLabelText('Name'));
    expect(onClose).not.toHaveBeenCalled();
    // A mouse down on the ::backdrop targets the <dialog> itself (its content fills the dialog box).
    fireEvent.mouseDown(screen.getByRole('dialog'));
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(<Modal open staticBackdrop title="Filters" onClose={onClose}><input aria-label="Name" /></Modal>);
    fireEvent.mouseDown(screen.getByRole('dialog'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('gives the focus back to the element that opened it, whether closed by Esc or by a button', async () => {
    const onClose = vi.fn();
    render(<Opener onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    screen.getByLabelText('Name').focus();
    cancel(screen.getByRole('dialog'));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));

    fireEvent.click(opener);
    screen.getByRole('button', { name: 'Done' }).focus();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('ConfirmDialog', () => {
  it('answers with Yes/No by default and the given labels otherwise; Esc is No', () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const message = 'Are you sure you want to delete this item? This action cannot be undone.';
    const { rerender } = render(<ConfirmDialog open message={message} onConfirm={onConfirm} onCancel={onCancel} />);
    const dialog = screen.getByRole('dialog', { name: 'Please confirm' });
    expect(dialog.textContent).toContain(message);
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    cancel(dialog);
    expect(onCancel).toHaveBeenCalledTimes(2);

    rerender(<ConfirmDialog open title="Block User" message="Block?" confirmLabel="OK" cancelLabel="Cancel" onConfirm={onConfirm} onCancel={onCancel} />);
    expect(screen.getByRole('dialog', { name: 'Block User' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it('draws a toast raised while it is open inside the dialog (outside it, the page is inert), and back outside after', async () => {
    function Form() {
      const [open, setOpen] = useState(true);
      const toast = useToast();
      return (
        <>
          <Modal open={open} title="Create User" onClose={() => setOpen(false)}>
            <button onClick={() => toast.error('A user with this email address already exists.')}>Save</button>
            <button onClick={() => setOpen(false)}>Cancel</button>
          </Modal>
          <button onClick={() => toast.success('Saved elsewhere.')}>Outside</button>
        </>
      );
    }
    render(<ToastProvider duration={60_000}><Form /></ToastProvider>);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('A user with this email address already exists.');
    expect(alert.closest('dialog')).toBe(screen.getByRole('dialog'));

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Outside' }));
    const status = await screen.findByText('Saved elsewhere.');
    expect(status.closest('dialog')).toBeNull();
  });
});
