import { useEffect, type RefObject } from 'react';

/** Ctrl+K (⌘K on a Mac) from anywhere on the page: the browser's own Ctrl+K (its search bar) is not wanted there. */
export function isFocusShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';
}

/** Focuses and selects `input` on the shortcut while `enabled`. */
export function useFocusShortcut(input: RefObject<HTMLInputElement | null>, enabled: boolean, onFocus: () => void): void {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (!isFocusShortcut(event) || !input.current) return;
      event.preventDefault();
      input.current.focus();
      input.current.select();
      onFocus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [input, enabled, onFocus]);
}
