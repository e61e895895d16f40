import { css, styled } from 'styled-components';
import { t, VISUALLY_HIDDEN } from '../tokens';

/**
 * Issue 25: below this width of the table's own box (not the window: a widget may sit in a narrow column of a wide
 * intranet page) each row shows as a card.
 */
export const CARD_BREAKPOINT_PX = 600;
const CONTAINER = 'insights-table';
export const whenCards = `@container ${CONTAINER} (width < ${CARD_BREAKPOINT_PX}px)`;

/** The box the card layout measures: the sort bar and the table inside it. */
export const CardsContainer = styled.div`
  container: ${CONTAINER} / inline-size;
  min-width: 0;
`;

/**
 * The same table element, its rows laid out as cards by CSS alone, so the markup (and with it every accessible name,
 * link and button) is one at every width. The header row stays for screen readers, only out of sight; the labels
 * each card shows beside its values are hidden from them (the column headers already name the cells).
 */
export const cardLayout = css`
  [data-card-label-text] {
    display: none;
  }

  ${whenCards} {
    &,
    & > tbody,
    & > tfoot {
      display: block;
    }
    & > thead {
      ${VISUALLY_HIDDEN}
    }
    & > tbody > tr,
    & > tfoot > tr {
      display: flex;
      flex-direction: column;
      gap: 6px;
      padding: 12px 14px;
      border-bottom: 1px solid ${t.border};
    }
    & > tbody > tr:last-child {
      border-bottom: 0;
    }
    & > tbody > tr:hover {
      background: ${t.surfaceMuted};
    }
    & > tbody > tr > td,
    & > tfoot > tr > td {
      display: block;
      width: auto;
      min-width: 0;
      max-width: none;
      padding: 0;
      border: 0;
      background: none;
      overflow: visible;
      text-align: left;
      white-space: normal;
      overflow-wrap: anywhere;
    }
    & > tbody > tr > td:empty {
      display: none;
    }
    & > tbody > tr > td[data-card-label] {
      display: grid;
      /* Wide enough for 'License Number', narrow enough for a long domain to stay on one line. */
      grid-template-columns: 7.5em minmax(0, 1fr);
      align-items: baseline;
      gap: 8px;
    }
    & > tbody > tr > td[data-card-title] {
      order: -1;
      font-size: 15px;
    }
    /* A name in full: the ellipsis that keeps a table row on one line would cut it again. */
    & > tbody > tr > td[data-card-title] * {
      white-space: normal;
      overflow: visible;
    }
    [data-card-label-text] {
      display: block;
      color: ${t.muted};
      font-size: 13px;
    }
  }
`;

export const CardLabel = styled.span.attrs({ 'data-card-label-text': '', 'aria-hidden': true })``;
