import { styled, css } from 'styled-components';
import { t, VISUALLY_HIDDEN } from '../tokens';
import { cardLayout } from './cardLayout';
import { skeletonFill } from '../skeleton';

export const Scroller = styled.div`
  position: relative;
  overflow-x: auto;
  border: 1px solid ${t.border};
  border-radius: ${t.radius};
  background: ${t.surface};
`;

export const StyledTable = styled.table<{ $cards?: boolean }>`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-variant-numeric: tabular-nums;
  ${(p) => (p.$cards ? cardLayout : '')}
`;

const align = css<{ $align?: 'left' | 'right' }>`
  text-align: ${(p) => (p.$align === 'right' ? 'right' : 'left')};
`;

export const Th = styled.th<{ $align?: 'left' | 'right'; $fill?: string; $fillShare?: string; $shrink?: boolean }>`
  ${align}
  ${(p) => (p.$shrink ? 'width: 1%;' : '')}
  ${(p) => (p.$fill ? `width: ${p.$fillShare ?? '100%'}; min-width: ${p.$fill};` : '')}
  position: sticky;
  top: 0;
  padding: 10px 12px;
  background: ${t.surfaceMuted};
  border-bottom: 1px solid ${t.border};
  color: ${t.muted};
  font-size: 13px;
  /* Whole pixels: at the inherited 1.5 the header row is 40.5 px tall, and Chromium drew the bottom border of this
     sticky row on pixel 517 or 518 from one paint to the next (a flaky visual baseline). */
  line-height: 20px;
  font-weight: 600;
  /* Column titles are spec texts: shown as written, not upper-cased. */
  white-space: nowrap;
`;

export const SortButton = styled.button<{ $align?: 'left' | 'right' }>`
  display: inline-flex;
  flex-direction: ${(p) => (p.$align === 'right' ? 'row-reverse' : 'row')};
  align-items: center;
  gap: 4px;
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  color: inherit;
  letter-spacing: inherit;
  text-transform: inherit;
  cursor: pointer;

  &:hover {
    color: ${t.text};
  }
  &:focus-visible {
    outline: 2px solid ${t.primary};
    outline-offset: 2px;
    border-radius: 4px;
  }
`;

/**
 * Beside a fill column (width: 100%) the others shrink to their content (width: 1%); the fill column's cells give up
 * their text's width (max-width: 0), so it takes what is left, never less than its minimum.
 */
const sizing = css<{ $fill?: string; $fillShare?: string; $shrink?: boolean }>`
  ${(p) => (p.$shrink ? 'width: 1%; white-space: nowrap;' : '')}
  ${(p) => (p.$fill ? `width: ${p.$fillShare ?? '100%'}; min-width: ${p.$fill}; max-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap;` : '')}
`;

export const Td = styled.td<{ $align?: 'left' | 'right'; $nowrap?: boolean; $fill?: string; $fillShare?: string; $shrink?: boolean }>`
  ${align}
  ${(p) => (p.$nowrap ? 'white-space: nowrap;' : '')}
  ${sizing}
  padding: 10px 12px;
  border-bottom: 1px solid ${t.border};
  vertical-align: middle;
`;

export const Tr = styled.tr`
  &:last-child > td {
    border-bottom: 0;
  }
  tbody > &:hover > td {
    background: ${t.surfaceMuted};
  }
`;

export const Tfoot = styled.tfoot`
  td {
    border-top: 1px solid ${t.border};
    border-bottom: 0;
    background: ${t.surfaceMuted};
    font-weight: 600;
  }
`;

export const EmptyCell = styled.td`
  padding: 32px 16px;
  text-align: center;
  color: ${t.muted};
`;

export const Skeleton = styled.span<{ $align?: 'left' | 'right' }>`
  display: block;
  height: 12px;
  width: ${(p) => (p.$align === 'right' ? '40%' : '70%')};
  margin-left: ${(p) => (p.$align === 'right' ? 'auto' : '0')};
  border-radius: 4px;
  ${skeletonFill}
`;

export const Overlay = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  background: color-mix(in srgb, ${t.surface} 65%, transparent);
`;

export const VisuallyHidden = styled.span`
  ${VISUALLY_HIDDEN}
`;

