/** Both arrows when unsorted (hinting the header is clickable), one when sorted. */
export function SortIcon({ direction }: { direction: false | 'asc' | 'desc' }) {
  return (
    <svg width="10" height="12" viewBox="0 0 10 12" aria-hidden="true">
      <path d="M5 1 9 5H1z" fill="currentColor" opacity={direction === 'asc' ? 1 : direction ? 0 : 0.35} />
      <path d="M5 11 1 7h8z" fill="currentColor" opacity={direction === 'desc' ? 1 : direction ? 0 : 0.35} />
    </svg>
  );
}
