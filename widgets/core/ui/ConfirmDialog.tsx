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
  /** Spec 2's user confirmations answer with 'OK' and 'Cancel'. */
  confirmLabel?: string;
  cancelLabel?: string;
}

/** Spec 1's confirmations answer with 'Yes' and 'No' (the default). */
export function ConfirmDialog({ open, message, title = 'Please confirm', onConfirm, onCancel, busy, confirmLabel = 'Yes', cancelLabel = 'No' }: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      title={title}
      onClose={onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button onClick={onConfirm} busy={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {message}
    </Modal>
  );
}
