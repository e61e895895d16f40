import { useEffect, useLayoutEffect, useRef, type SyntheticEvent } from 'react';
import { registerOpenDialog } from './openDialogs';

/** The focused element, looking inside open shadow roots (a widget's dialog lives in its element's shadow root). */
function deepActiveElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/**
 * What Modal and Drawer share: a native modal <dialog> opened with showModal() while the component is mounted and
 * closed when it unmounts, registered as open (Toast.tsx), and focus given back to the opener afterwards. Esc (the
 * `cancel` event) and a close the browser makes on its own call `onClose`; the parent decides. Pass `dialog` as the
 * <dialog>'s ref and `onCancel` / `onNativeClose` as its onCancel / onClose; `close()` asks to close (a × or a
 * backdrop press).
 */
export function useModalDialog(onClose: () => void) {
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

  const close = () => latestOnClose.current();
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    // Esc (or another close request): the parent decides, the dialog does not close by itself.
    event.preventDefault();
    latestOnClose.current();
  };
  // The browser may close a modal without a cancelable `cancel` (repeated Esc without user activation).
  const onNativeClose = () => {
    if (!closingOurselves.current) latestOnClose.current();
  };
  return { dialog, close, onCancel, onNativeClose };
}
