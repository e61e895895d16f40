/**
 * The modal dialogs open right now, innermost last. A modal <dialog> makes everything outside it inert, toasts
 * included, so a toast raised while a dialog is open is drawn inside that dialog (Toast.tsx) to stay visible,
 * clickable and announced.
 */
const open: HTMLDialogElement[] = [];
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** Registers an opened dialog; the returned function unregisters it. */
export function registerOpenDialog(dialog: HTMLDialogElement): () => void {
  open.push(dialog);
  emit();
  return () => {
    const index = open.lastIndexOf(dialog);
    if (index >= 0) open.splice(index, 1);
    emit();
  };
}

export function subscribeOpenDialogs(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The innermost open dialog in the given root (a widget's shadow root, or the document), or null. */
export function innermostOpenDialog(root: Node | null): HTMLDialogElement | null {
  if (!root) return null;
  for (let i = open.length - 1; i >= 0; i--) if (open[i].getRootNode() === root) return open[i];
  return null;
}
