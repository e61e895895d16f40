import { useEffect, useState } from 'react';

/**
 * `text` once it stopped changing for `ms`. Emptying the box is passed on at once: nothing is asked for no text, and
 * an old page must not come back while the user starts again.
 */
export function useDebouncedText(text: string, ms: number): string {
  const [debounced, setDebounced] = useState(text);
  const next = text.trim() === '' ? text : debounced;
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(text), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return next;
}
