import { styled } from 'styled-components';
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { t } from './tokens';
import { useModalDialog } from './useModalDialog';

/**
 * The dialog hangs from a fixed distance below the top of the window instead of being centred: a form that grows (a
 * server's refusal, a field's error) then grows downwards, and the button just clicked stays under the pointer.
 * Centring also put the box half a pixel off whenever the free height was odd, so its native checkboxes were drawn
 * one pixel up or down from one paint to the next.
 */
const TOP = 'min(10vh, 80px)';

const Dialog = styled.dialog`
  box-sizing: border-box;
  width: min(520px, calc(100% - 32px));
  max-width: none;
  max-height: calc(100% - ${TOP} - 16px);
  margin: ${TOP} auto 16px;
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

/**
 * Fills the dialog box, so a mouse down whose target is the <dialog> itself landed on its ::backdrop. Only the body
 * scrolls: a form taller than the window keeps its title and its buttons in view, and once the box is as tall as the
 * window a message that appears in the form cannot move the buttons (issue 62 §2).
 */
const Panel = styled.div`
  display: flex;
  flex-direction: column;
  max-height: calc(100vh - ${TOP} - 16px);
`;

const Header = styled.h2`
  flex: none;
  margin: 0;
  padding: 16px 20px 0;
  font-size: 16px;
  font-weight: 600;
`;

const Body = styled.div`
  flex: 0 1 auto;
  min-height: 0;
  overflow: auto;
  padding: 12px 20px 20px;
`;

export const ModalFooter = styled.div`
  flex: none;
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
  const { dialog, close, onCancel, onNativeClose } = useModalDialog(onClose);
  const body = useRef<HTMLDivElement>(null);
  // Chromium makes a scrolling container focusable, and showModal() (run just before, in useModalDialog) then focuses
  // the body, which scrolls since the title and buttons stay put, instead of the first field: move it on to that field.
  useLayoutEffect(() => {
    const element = body.current;
    if (!element || (element.getRootNode() as Document | ShadowRoot).activeElement !== element) return;
    element.querySelector<HTMLElement>('input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled), button:not(:disabled), [href], [tabindex]:not([tabindex="-1"])')?.focus();
  }, []);

  return (
    <Dialog
      ref={dialog}
      aria-modal="true"
      aria-labelledby={titleId}
      onCancel={onCancel}
      onClose={onNativeClose}
      onMouseDown={(event) => !staticBackdrop && event.target === event.currentTarget && close()}
    >
      <Panel>
        <Header id={titleId}>{title}</Header>
        <Body ref={body}>{children}</Body>
        {footer && <ModalFooter>{footer}</ModalFooter>}
      </Panel>
    </Dialog>
  );
}
