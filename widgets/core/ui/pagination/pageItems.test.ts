import { describe, expect, it } from 'vitest';
import { getPageItems } from './pageItems';

describe('getPageItems', () => {
  it('shows every page when they fit', () => {
    expect(getPageItems(1, 1)).toEqual([1]);
    expect(getPageItems(3, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(getPageItems(1, 0)).toEqual([]);
  });
  it('puts an ellipsis before the last page near the start', () => {
    expect(getPageItems(1, 20)).toEqual([1, 2, 3, 4, 'ellipsis-end', 20]);
    expect(getPageItems(3, 20)).toEqual([1, 2, 3, 4, 'ellipsis-end', 20]);
  });
  it('puts ellipses on both sides in the middle', () => {
    expect(getPageItems(10, 20)).toEqual([1, 'ellipsis-start', 10, 11, 'ellipsis-end', 20]);
  });
  it('puts an ellipsis after the first page near the end', () => {
    expect(getPageItems(20, 20)).toEqual([1, 'ellipsis-start', 17, 18, 19, 20]);
  });
  it('always includes the current page and never more than about 6 buttons', () => {
    for (let page = 1; page <= 50; page += 1) {
      const items = getPageItems(page, 50);
      expect(items).toContain(page);
      expect(items.length).toBeLessThanOrEqual(6);
    }
  });
  it('clamps an out-of-range page', () => {
    expect(getPageItems(99, 8)).toContain(8);
  });
});
