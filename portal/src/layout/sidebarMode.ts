import { useCallback, useEffect, useMemo, useState } from 'react';

/** Spec 1 §4: 'fixed' shows icons and labels, 'condensed' icons only. */
export type SidebarMode = 'fixed' | 'condensed';

export const SIDEBAR_STORAGE_KEY = 'insights.sidebar';
/** Spec 1 §9: between these widths (inclusive) the sidebar starts condensed. */
const CONDENSED_MIN_WIDTH = 768;
const CONDENSED_MAX_WIDTH = 1028;

/**
 * Below 768 px a sidebar column (230 px, or 68 px condensed) leaves a phone too little room: there the sidebar is a
 * drawer over the page, closed until the menu button opens it. From 768 px up spec 1's fixed/condensed rule holds.
 */
export function isPhoneWidth(width: number): boolean {
  return width < CONDENSED_MIN_WIDTH;
}

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

export interface SidebarState {
  /** How the sidebar draws its items: with labels ('fixed') or icons only. Always 'fixed' in the phone drawer. */
  mode: SidebarMode;
  /** Below 768 px: the sidebar is a drawer over the page. */
  phone: boolean;
  /** Phone only: the drawer is open. */
  drawerOpen: boolean;
  /** The top bar's button: fixed ⇄ condensed (remembered), or on a phone open ⇄ close the drawer. */
  toggle: () => void;
  closeDrawer: () => void;
}

export function useSidebarMode(): SidebarState {
  const [width, setWidth] = useState(() => (typeof window === 'undefined' ? 1440 : window.innerWidth));
  const [chosen, setChosen] = useState<SidebarMode | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const phone = isPhoneWidth(width);
  // The stored choice matters only on a wide window: a phone's drawer always draws labels. Read only there, since a
  // page's first touch of localStorage opens the origin's storage with a synchronous call out of the page (about 10 ms
  // of the phone's first task under Lighthouse's 4× slower CPU); a phone turned sideways past 768 px reads it then.
  const storedAtStart = useMemo(() => (phone ? null : readStoredMode()), [phone]);
  const stored = chosen ?? storedAtStart;

  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  const mode = phone ? 'fixed' : resolveSidebarMode(width, stored);
  const toggle = useCallback(() => {
    if (phone) {
      setDrawerOpen((open) => !open);
      return;
    }
    const next: SidebarMode = mode === 'fixed' ? 'condensed' : 'fixed';
    storeMode(next);
    setChosen(next);
  }, [mode, phone]);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  return { mode, phone, drawerOpen: phone && drawerOpen, toggle, closeDrawer };
}
