import styled from 'styled-components';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { t } from './tokens';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 2147482000;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 16px;
  background: rgb(15 23 42 / 0.45);
`;

const Panel = styled.div`
  width: min(520px, 100%);
  max-height: calc(100vh - 32px);
  overflow: auto;
  border-radius: calc(${t.radius} + 4px);
  background: ${t.surface};
  color: ${t.text};
  font-family: ${t.font};
  font-size: ${t.fontSize};
  box-shadow: 0 20px 48px rgb(15 23 42 / 0.25);

  &:focus {
    outline: none;
  }
`;

const Header = styled.h2`
  margin: 0;
  padding: 16px 20px 0;
  font-size: 16px;
  font-weight: 600;
`;

const Body = styled.div`
  padding: 12px 20px 20px;
`;

export const ModalFooter = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
  padding: 12px 20px;
  border-top: 1px solid ${t.border};
  background: ${t.surfaceMuted};
`;

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children?: ReactNode;
  footer?: ReactNode;
  /** A click on the backdrop does not close the dialog (forms that must not lose their input). */
  staticBackdrop?: boolean;
}

/**
 * Rendered in place (no portal) so that, inside a custom element, it stays in the shadow root
 * with its styles; position: fixed still covers the viewport.
 */
export function Modal({ open, title, onClose, children, footer, staticBackdrop = false }: ModalProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  if (!open) return null;
  return (
    <Backdrop onMouseDown={(event) => !staticBackdrop && event.target === event.currentTarget && onClose()}>
      <Panel ref={panel} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <Header id={titleId}>{title}</Header>
        <Body>{children}</Body>
        {footer && <ModalFooter>{footer}</ModalFooter>}
      </Panel>
    </Backdrop>
  );
}
