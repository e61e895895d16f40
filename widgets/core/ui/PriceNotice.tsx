import { styled } from 'styled-components';
import type { InsightsNotification } from '../api/notifications';
import { InsightsLink } from '../config/links';
import { buildPath } from '../config/routes';
import { useInsights } from '../config/context';
import { t, tint } from './tokens';
import { offerMarketName } from '../../../contract/offers/wording';

/** What a price notice shows beside its sentences: what it is about, before the text. */
export const PRICES_LABEL = 'Prices';

const Label = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  margin-right: 6px;
  padding: 0 7px;
  border-radius: 999px;
  background: ${tint(t.success, 12)};
  color: color-mix(in srgb, ${t.success} 60%, ${t.text});
  font-size: 11px;
  font-weight: 600;
  line-height: 18px;
  vertical-align: 1px;
  white-space: nowrap;
`;

const Line = styled.span`
  display: block;
  & + & {
    margin-top: 2px;
  }
`;

const MarketLink = styled(InsightsLink)`
  display: inline-block;
  margin-top: 4px;
  color: ${t.primary};
  font-weight: 500;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${t.primary};
    outline-offset: 2px;
  }
`;

/** A price tag drawn in the text colour (the label's icon). */
const Tag = () => (
  <svg width="11" height="11" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <path d="M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8z" />
    <circle cx="7.5" cy="7.5" r="1.5" />
  </svg>
);

/**
 * A price notice's sentences, one per line: the server writes one sentence per change (issue 61 §2), joined by line
 * breaks, or by '. ' between sentences.
 */
export function noticeSentences(message: string): string[] {
  const lines = message.split(/\r?\n/).map((line) => line.trim()).filter(Boolean);
  if (lines.length > 1) return lines;
  // A full stop ends a sentence only before a space and a capital or '#': '6.9¢/kWh' and 'No. 2' stay whole.
  return message.trim() ? message.trim().split(/(?<=[.!?])\s+(?=[A-Z#])(?<!\b(?:No|Co|Inc|Corp|Ltd|St)\.\s+)/) : [];
}

/** The Offers screen's URL for a notice: the market; a summary opens What changed from the snapshot before to this one. */
export function priceNoticeHref(offersRoute: string, market: NonNullable<InsightsNotification['offerMarket']>): string {
  const query = { state: market.stateCode, utility: market.utility, commodity: market.commodity, customerClass: market.customerClass };
  return market.summary && market.previousAsOf
    ? buildPath(offersRoute, {}, { ...query, view: 'changes', from: market.previousAsOf, to: market.asOf })
    : buildPath(offersRoute, {}, { ...query, asOf: market.asOf });
}

/** Issue 61 §3: a price watch's notice in the bell and on the Notifications page. */
export function PriceNotice({ notification }: { notification: InsightsNotification }) {
  const { routes } = useInsights();
  const market = notification.offerMarket;
  const sentences = noticeSentences(notification.message ?? '');
  return (
    <>
      {(sentences.length > 0 ? sentences : ['']).map((sentence, i) => (
        <Line key={i}>
          {i === 0 && (
            <Label data-category="Prices">
              <Tag />
              {PRICES_LABEL}
            </Label>
          )}
          {sentence}
        </Line>
      ))}
      {market && (
        <MarketLink href={priceNoticeHref(routes.offers, market)} aria-label={`${market.summary ? 'See what changed' : 'View offers'} in ${offerMarketName(market)}`}>
          {market.summary ? 'See what changed' : 'View offers'}
        </MarketLink>
      )}
    </>
  );
}
