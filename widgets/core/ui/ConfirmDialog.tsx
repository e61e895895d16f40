import type { ReactNode } from 'react';
import { Modal } from './Modal';
import { Button } from './Button';

export interface ConfirmDialogProps {
  open: boolean;
  /** Spec texts, e.g. 'Are you sure you want to delete this item? This action cannot be undone.' */
  message: ReactNode;
  title?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
}

/** The specs' confirmations answer with 'Yes' and 'No'. */
export function ConfirmDialog({ open, message, title = 'Please confirm', onConfirm, onCancel, busy }: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      title={title}
      onClose={onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            No
          </Button>
          <Button onClick={onConfirm} busy={busy}>
            Yes
          </Button>
        </>
      }
    >
      {message}
    </Modal>
  );
}
