import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  SIDEBAR_STORAGE_KEY,
  isPhoneWidth,
  modeForWidth,
  readStoredMode,
  resolveSidebarMode,
  storeMode,
  useSidebarMode,
} from './sidebarMode';

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

describe('sidebar breakpoint rule', () => {
  it('is condensed from 768 to 1028 px inclusive, fixed otherwise', () => {
    expect(modeForWidth(767)).toBe('fixed');
    expect(modeForWidth(768)).toBe('condensed');
    expect(modeForWidth(900)).toBe('condensed');
    expect(modeForWidth(1028)).toBe('condensed');
    expect(modeForWidth(1029)).toBe('fixed');
    expect(modeForWidth(1440)).toBe('fixed');
    expect(modeForWidth(375)).toBe('fixed');
  });

  it("the user's stored choice wins over the width", () => {
    expect(resolveSidebarMode(900, null)).toBe('condensed');
    expect(resolveSidebarMode(900, 'fixed')).toBe('fixed');
    expect(resolveSidebarMode(1440, 'condensed')).toBe('condensed');
  });
});

describe('sidebar persistence', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it('stores and reads the choice; ignores unknown values', () => {
    expect(readStoredMode()).toBeNull();
    storeMode('condensed');
    expect(localStorage.getItem(SIDEBAR_STORAGE_KEY)).toBe('condensed');
    expect(readStoredMode()).toBe('condensed');
    localStorage.setItem(SIDEBAR_STORAGE_KEY, 'sideways');
    expect(readStoredMode()).toBeNull();
  });

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(readStoredMode(broken)).toBeNull();
    expect(() => storeMode('fixed', broken)).not.toThrow();
  });

  it('the hook follows the width until the user toggles, then remembers the choice', () => {
    setWidth(1440);
    const { result, unmount } = renderHook(() => useSidebarMode());
    expect(result.current.mode).toBe('fixed');

    act(() => setWidth(900));
    expect(result.current.mode).toBe('condensed');

    act(() => result.current.toggle());
    expect(result.current.mode).toBe('fixed');
    expect(localStorage.getItem(SIDEBAR_STORAGE_KEY)).toBe('fixed');

    act(() => setWidth(1000));
    expect(result.current.mode).toBe('fixed');
    unmount();

    // A new page load starts from the remembered choice.
    const again = renderHook(() => useSidebarMode());
    expect(again.result.current.mode).toBe('fixed');
    again.unmount();
  });

  it('below 768 px the button opens and closes a drawer instead, and remembers nothing', () => {
    expect(isPhoneWidth(767)).toBe(true);
    expect(isPhoneWidth(768)).toBe(false);
    storeMode('condensed');
    setWidth(390);
    // A phone's first render leaves localStorage alone (its first touch is a synchronous call out of the page).
    const storage = vi.spyOn(window, 'localStorage', 'get');
    const { result, unmount } = renderHook(() => useSidebarMode());
    expect(result.current).toMatchObject({ phone: true, drawerOpen: false, mode: 'fixed' });
    expect(storage).not.toHaveBeenCalled();
    storage.mockRestore();

    act(() => result.current.toggle());
    expect(result.current.drawerOpen).toBe(true);
    expect(localStorage.getItem(SIDEBAR_STORAGE_KEY)).toBe('condensed');
    act(() => result.current.closeDrawer());
    expect(result.current.drawerOpen).toBe(false);

    // Back on a wide window the remembered choice applies again, and no drawer is open.
    act(() => result.current.toggle());
    act(() => setWidth(1440));
    expect(result.current).toMatchObject({ phone: false, drawerOpen: false, mode: 'condensed' });
    unmount();
  });
});
