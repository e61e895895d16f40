import { styled } from 'styled-components';
import { useId, type ReactNode } from 'react';
import { t } from './tokens';
import { useModalDialog } from './useModalDialog';

/**
 * The sheet: a native <dialog> opened with showModal(), pinned to the right edge, full height, at most 340 px. Below
 * 768 px (phones) it covers the whole screen, so its footer (Apply) is always reachable; a media query, because it
 * also holds in a shadow root.
 */
const Sheet = styled.dialog`
  box-sizing: border-box;
  position: fixed;
  inset: 0 0 0 auto;
  margin: 0;
  padding: 0;
  width: min(340px, 100vw);
  max-width: none;
  height: 100dvh;
  max-height: none;
  border: 0;
  border-left: 1px solid ${t.border};
  background: ${t.surface};
  color: ${t.text};
  font-family: ${t.font};
  font-size: ${t.fontSize};
  box-shadow: -12px 0 32px rgb(15 23 42 / 0.14);
  overflow: hidden;

  &[open] {
    display: flex;
    flex-direction: column;
  }
  &::backdrop {
    background: rgb(15 23 42 / 0.45);
  }
  &:focus {
    outline: none;
  }
  @media (max-width: 767.98px) {
    width: 100vw;
    border-left: 0;
    box-shadow: none;
  }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: 12px 12px 12px 20px;
  border-bottom: 1px solid ${t.border};
  h2 {
    margin: 0;
    font-size: 16px;
    font-weight: 600;
  }
`;

const Close = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${t.radius};
  background: transparent;
  color: ${t.muted};
  font: inherit;
  font-size: 22px;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${t.surfaceMuted};
    color: ${t.text};
  }
  &:focus-visible {
    outline: 2px solid ${t.primary};
    outline-offset: 2px;
  }
`;

export interface DrawerProps {
  /** The heading of the sheet, e.g. 'Filters'. */
  title: string;
  /** The accessible name of the × button (default 'Close {title}', lower-cased). */
  closeLabel?: string;
  /** Every way of closing (×, Esc, a click on the backdrop) goes through this; the parent unmounts the drawer. */
  onClose: () => void;
  /** The sheet's `part` name for host styling. */
  part?: string;
  /** SideSheetBody and SideSheetFoot (or a form holding them). */
  children?: ReactNode;
}

/**
 * The one side drawer of the kit (filter panels): a heading with a × button, a dimmed backdrop that closes it when
 * clicked, Esc to close, the rest of the page inert while it is open (native modal <dialog>, as Modal), and focus
 * back on the opener when it closes. Rendered while open: the parent mounts it to open and unmounts it to close.
 */
export function Drawer({ title, closeLabel, onClose, part, children }: DrawerProps) {
  const titleId = useId();
  const { dialog, close, onCancel, onNativeClose } = useModalDialog(onClose);

  return (
    <Sheet
      ref={dialog}
      part={part}
      aria-modal="true"
      aria-labelledby={titleId}
      onCancel={onCancel}
      onClose={onNativeClose}
      // The <dialog> box is the sheet; a press whose target is the <dialog> itself outside the sheet's box landed on
      // its ::backdrop.
      onMouseDown={(event) => {
        if (event.target !== event.currentTarget) return;
        const box = event.currentTarget.getBoundingClientRect();
        const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
        if (!inside) close();
      }}
    >
      <Head>
        <h2 id={titleId}>{title}</h2>
        <Close type="button" aria-label={closeLabel ?? `Close ${title.toLowerCase()}`} title="Close" onClick={() => close()}>
          ×
        </Close>
      </Head>
      {children}
    </Sheet>
  );
}
