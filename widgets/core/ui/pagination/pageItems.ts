export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * Page buttons to show (spec 1 §9: at most about 6, with ellipsis). First and last page always show;
 * a window around the current page fills the rest, and an ellipsis marks each gap.
 */
export function getPageItems(page: number, pageCount: number, maxButtons = 6): PageItem[] {
  if (pageCount <= 0) return [];
  const current = Math.min(Math.max(1, page), pageCount);
  if (pageCount <= maxButtons) return Array.from({ length: pageCount }, (_, i) => i + 1);

  const middleSlots = Math.max(1, maxButtons - 2); // minus first and last
  let start = Math.max(2, current - Math.floor((middleSlots - 1) / 2));
  let end = start + middleSlots - 1;
  if (end >= pageCount) {
    end = pageCount - 1;
    start = Math.max(2, end - middleSlots + 1);
  }
  // Each ellipsis takes the place of a page button so the row keeps its width.
  if (start > 2) start += 1;
  if (end < pageCount - 1) end -= 1;

  const items: PageItem[] = [1];
  if (start > 2) items.push('ellipsis-start');
  for (let p = start; p <= end; p += 1) items.push(p);
  if (end < pageCount - 1) items.push('ellipsis-end');
  items.push(pageCount);
  return items;
}
