import { styled } from 'styled-components';
import { memo, useDeferredValue, useId } from 'react';
import { t } from '../../core/ui/tokens';
import { supplierDomain } from '../../../contract/pricing/supplierDomains';
import type { ChartSeries } from '../logic/series';
import { SupplierLogo } from './SupplierLogo';
import { seriesStyle, toggleFocus, type HighlightState } from './seriesStyle';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 2px 6px;
  margin: 0;
  padding: 10px 0 0;
  list-style: none;
  border-top: 1px solid ${t.border};
`;

const Item = styled.li`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  font-size: 12px;
  color: ${t.text};
`;

const Entry = styled.button<{ $own: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 28px;
  padding: 2px 8px;
  border: 1px solid transparent;
  border-radius: 999px;
  background: transparent;
  font: inherit;
  font-weight: ${(p) => (p.$own ? 600 : 400)};
  color: inherit;
  cursor: pointer;
  &:hover {
    background: ${t.surfaceMuted};
  }
  &[aria-pressed='true'] {
    border-color: ${t.border};
    background: ${t.surfaceMuted};
  }
  &:focus-visible {
    outline: 2px solid ${t.primary};
    outline-offset: 1px;
  }
`;

const Plain = styled.span<{ $own: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 2px 8px;
  font-weight: ${(p) => (p.$own ? 600 : 400)};
`;

const Swatch = styled.span<{ $thick: boolean }>`
  width: 14px;
  height: ${(p) => (p.$thick ? 4 : 3)}px;
  border-radius: 2px;
  flex: none;
`;

export interface ChartLegendProps {
  series: readonly ChartSeries[];
  label: string;
  /** The client's own supplier (drawn thicker and on top) and the focused one. */
  highlight?: HighlightState;
  /** Given: each entry is a toggle button that focuses its supplier's line (pressed again: no focus). */
  onFocusChange?: (supplierId: string | null) => void;
}

const NO_HIGHLIGHT: HighlightState = { ownSupplierId: null, focusedSupplierId: null };
const NO_SERIES: ReadonlyArray<ChartSeries> = [];

/**
 * One entry per supplier: its colour, logo and name. With `onFocusChange` every entry is a toggle button
 * (click, Enter or Space) with aria-pressed; the own supplier's entry is bold and described as "Your supplier".
 * Memoised: it renders again only when its series, label, highlight or handler change. New entries render in the
 * background, as a table's new rows do (TableView): 26 entries with their logos and styles were a large part of the
 * one task that renders a chart's reply (Lighthouse's Total Blocking Time on /pricing and /ranking). Until they are
 * there the list is marked `data-rendering`, so a screenshot waits for them (e2e/visual).
 */
export const ChartLegend = memo(function ChartLegend({ series: latest, label, highlight = NO_HIGHLIGHT, onFocusChange }: ChartLegendProps) {
  const series = useDeferredValue(latest, NO_SERIES);
  const ownNoteId = useId();
  const hasOwn = highlight.ownSupplierId !== null && series.some((s) => s.supplierId === highlight.ownSupplierId);
  return (
    <>
      <List aria-label={label} data-rendering={series !== latest || undefined}>
        {series.map((s) => {
          const style = seriesStyle(s.supplierId, highlight, series.length);
          const content = (
            <>
              {/* A dimmed line's swatch steps back too (the name keeps full contrast). */}
              <Swatch $thick={style.own || style.focused} style={{ background: style.colour, opacity: style.dimmed ? 0.35 : 1 }} />
              <SupplierLogo domain={supplierDomain(s.supplierId)} size={16} />
              {s.id}
            </>
          );
          return (
            <Item key={s.supplierId} data-own-supplier={style.own ? '' : undefined}>
              {onFocusChange ? (
                <Entry
                  type="button"
                  aria-pressed={style.focused}
                  aria-describedby={style.own ? ownNoteId : undefined}
                  $own={style.own}
                  onClick={() => onFocusChange(toggleFocus(highlight.focusedSupplierId, s.supplierId))}
                >
                  {content}
                </Entry>
              ) : (
                <Plain $own={style.own} aria-describedby={style.own ? ownNoteId : undefined}>{content}</Plain>
              )}
            </Item>
          );
        })}
      </List>
      {hasOwn && <span id={ownNoteId} hidden>Your supplier</span>}
    </>
  );
});
