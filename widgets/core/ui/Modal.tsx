import { styled } from 'styled-components';
import { useEffect, useId, useLayoutEffect, useRef, type ReactNode, type SyntheticEvent } from 'react';
import { t } from './tokens';
import { registerOpenDialog } from './openDialogs';

const Dialog = styled.dialog`
  box-sizing: border-box;
  width: min(520px, calc(100% - 32px));
  max-width: none;
  max-height: calc(100% - 32px);
  margin: auto;
  padding: 0;
  border: 0;
  overflow: hidden;
  border-radius: calc(${t.radius} + 4px);
  background: ${t.surface};
  color: ${t.text};
  font-family: ${t.font};
  font-size: ${t.fontSize};
  box-shadow: 0 20px 48px rgb(15 23 42 / 0.25);

  &::backdrop {
    background: rgb(15 23 42 / 0.45);
  }

  &:focus {
    outline: none;
  }
`;

/** Fills the dialog box, so a mouse down whose target is the <dialog> itself landed on its ::backdrop. */
const Panel = styled.div`
  max-height: calc(100vh - 32px);
  overflow: auto;
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

/** The focused element, looking through open shadow roots (inside a custom element, document.activeElement is the host). */
function deepActiveElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/**
 * A modal dialog on the native <dialog> with showModal(): it sits in the top layer over everything, the rest of the
 * page is inert (Tab stays inside, clicks do not reach it), Esc asks to close through the `cancel` event, and focus
 * returns to the element that opened it. Rendered in place (no portal), so inside a custom element it stays in the
 * shadow root with its styles; the top layer still covers the viewport. The parent owns `open`: every way of closing
 * (Esc, backdrop, buttons) goes through onClose.
 */
export function Modal(props: ModalProps) {
  return props.open ? <OpenModal {...props} /> : null;
}

function OpenModal({ title, onClose, children, footer, staticBackdrop = false }: ModalProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  // Set while this component closes the dialog itself (unmount), so that its `close` event is not reported back.
  const closingOurselves = useRef(false);
  const latestOnClose = useRef(onClose);
  useEffect(() => {
    latestOnClose.current = onClose;
  }, [onClose]);

  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = deepActiveElement();
    if (!element.open) element.showModal();
    const unregister = registerOpenDialog(element);
    return () => {
      unregister();
      closingOurselves.current = true;
      if (element.open) element.close();
      // After the whole commit (a dialog stacked on this one closes in the same commit, and this element leaves the
      // DOM): give focus back to the opener unless the app has already put it somewhere on purpose.
      queueMicrotask(() => {
        const active = deepActiveElement();
        const focusLost = active === null || active === document.body || element.contains(active);
        if (focusLost && opener instanceof HTMLElement && opener.isConnected) opener.focus();
      });
    };
  }, []);

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    // Esc (or another close request): the parent decides, the dialog does not close by itself.
    event.preventDefault();
    latestOnClose.current();
  };
  const onNativeClose = () => {
    // The browser may close a modal without a cancelable `cancel` (repeated Esc without user activation).
    if (!closingOurselves.current) latestOnClose.current();
  };

  return (
    <Dialog
      ref={dialog}
      aria-modal="true"
      aria-labelledby={titleId}
      onCancel={onCancel}
      onClose={onNativeClose}
      onMouseDown={(event) => !staticBackdrop && event.target === event.currentTarget && latestOnClose.current()}
    >
      <Panel>
        <Header id={titleId}>{title}</Header>
        <Body>{children}</Body>
        {footer && <ModalFooter>{footer}</ModalFooter>}
      </Panel>
    </Dialog>
  );
}
