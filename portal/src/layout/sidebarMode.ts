import { useCallback, useEffect, useState } from 'react';

/** Spec 1 §4: 'fixed' shows icons and labels, 'condensed' icons only. */
export type SidebarMode = 'fixed' | 'condensed';

export const SIDEBAR_STORAGE_KEY = 'insights.sidebar';
/** Spec 1 §9: between these widths (inclusive) the sidebar starts condensed. */
const CONDENSED_MIN_WIDTH = 768;
const CONDENSED_MAX_WIDTH = 1028;

export function modeForWidth(width: number): SidebarMode {
  return width >= CONDENSED_MIN_WIDTH && width <= CONDENSED_MAX_WIDTH ? 'condensed' : 'fixed';
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

function defaultStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled by the browser
  }
}

export function readStoredMode(storage: Storage | null = defaultStorage()): SidebarMode | null {
  try {
    const value = storage?.getItem(SIDEBAR_STORAGE_KEY);
    return value === 'fixed' || value === 'condensed' ? value : null;
  } catch {
    return null;
  }
}

export function storeMode(mode: SidebarMode, storage: Storage | null = defaultStorage()): void {
  try {
    storage?.setItem(SIDEBAR_STORAGE_KEY, mode);
  } catch {
    // Not remembered; the toggle still works for this page.
  }
}

/** The user's own choice wins; without one, the window width decides (and keeps deciding as it changes). */
export function resolveSidebarMode(width: number, stored: SidebarMode | null): SidebarMode {
  return stored ?? modeForWidth(width);
}

export function useSidebarMode(): { mode: SidebarMode; toggle: () => void } {
  const [stored, setStored] = useState<SidebarMode | null>(() => readStoredMode());
  const [width, setWidth] = useState(() => (typeof window === 'undefined' ? 1440 : window.innerWidth));

  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  const mode = resolveSidebarMode(width, stored);
  const toggle = useCallback(() => {
    const next: SidebarMode = mode === 'fixed' ? 'condensed' : 'fixed';
    storeMode(next);
    setStored(next);
  }, [mode]);

  return { mode, toggle };
}
