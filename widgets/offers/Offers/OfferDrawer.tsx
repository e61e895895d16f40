import { styled } from 'styled-components';
import { offerQueries, type MarketOffer, type OfferMarketKey, type OfferPricePoint } from '../../core/api/offers';
import { emptyRule, WATCH_THIS_SUPPLIER, WatchPricesButton, type PriceWatchDraft } from '../../core/priceWatch';
import { useApiContext } from '../../core/api/queryScope';
import { useQuery } from '../../core/api/useQuery';
import { InsightsLink, useLink } from '../../core/config/links';
import { formatDateSafe } from '../../core/format/date';
import { Drawer } from '../../core/ui/Drawer';
import { ErrorState } from '../../core/ui/ErrorState';
import { SideSheetBody } from '../../core/ui/SideSheet';
import { Spinner } from '../../core/ui/Spinner';
import { t } from '../../core/ui/tokens';
import { formatFee, formatOfferPrice, formatOfferPriceWithUnit, formatPriceDelta, pricesDiffer, unitLabel, usageLabel } from './offerPrices';
import { Sparkline } from './Sparkline';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 9em) minmax(0, 1fr);
  gap: 6px 12px;
  margin: 0;
  dt {
    color: ${t.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Section = styled.section`
  h3 {
    margin: 0 0 8px;
    font-size: 14px;
    font-weight: 600;
  }
  p {
    margin: 0;
  }
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    color: ${t.primary};
  }
`;

const HistoryTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  th,
  td {
    padding: 4px 6px;
    border-bottom: 1px solid ${t.border};
    text-align: right;
  }
  th:first-child,
  td:first-child {
    text-align: left;
  }
  thead th {
    color: ${t.muted};
    font-size: 12px;
    font-weight: 600;
  }
`;

const Muted = styled.p`
  color: ${t.muted};
  font-size: 13px;
`;

const WatchRow = styled.div`
  margin-top: 8px;
`;

/** 'Watch this supplier' (issue 61): its rank entering or leaving the market's top 3, and its every change there. */
export function supplierWatchDraft(market: OfferMarketKey, companyId: string, companyName: string): PriceWatchDraft {
  const key = { stateCode: market.stateCode, utility: market.utility, commodity: market.commodity, customerClass: market.customerClass };
  return {
    name: '',
    market: key,
    rules: [emptyRule('rank', { companyId, companyName, top: '3', direction: 'both' }), emptyRule('supplierChange', { companyId, companyName })],
  };
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** The history newest first, each price with its move from the one before. */
function HistoryRows({ history, unit }: { history: readonly OfferPricePoint[]; unit: MarketOffer['unit'] }) {
  return (
    <HistoryTable aria-label="Price history">
      <thead>
        <tr>
          <th scope="col">Snapshot</th>
          <th scope="col">{`Price (${unitLabel(unit)})`}</th>
          <th scope="col">Change</th>
        </tr>
      </thead>
      <tbody>
        {history
          .map((point, i) => ({ point, previous: i > 0 ? history[i - 1] : null }))
          .reverse()
          .map(({ point, previous }) => (
            <tr key={point.asOf}>
              <td>{formatDateSafe(point.asOf)}</td>
              <td>{formatOfferPrice(point.price, unit)}</td>
              <td>{previous && pricesDiffer(point.price, previous.price) ? formatPriceDelta(point.price - previous.price, unit) : ''}</td>
            </tr>
          ))}
      </tbody>
    </HistoryTable>
  );
}

export interface OfferDrawerProps {
  offer: MarketOffer;
  /** The market shown (a supplier's watch names it). */
  market: OfferMarketKey;
  /** "Power to Choose, 01/09/2026". */
  sourceLine: string;
  onClose: () => void;
}

/**
 * One offer in full: its facts, the source's links (facts label, terms, enrolment), its special terms, and every
 * snapshot it was in with its price then (GET /api/Offers/{id}/History).
 */
export function OfferDrawer({ offer, market, sourceLine, onClose }: OfferDrawerProps) {
  const ctx = useApiContext();
  const { path } = useLink();
  const history = useQuery(offerQueries.history(ctx, offer.id));
  const unit = offer.unit;
  const usages = Object.entries(offer.pricesByUsage ?? {}).sort(([a], [b]) => Number(a) - Number(b));
  const links = [
    offer.links.factsLabel && { label: 'Facts label', href: offer.links.factsLabel },
    offer.links.terms && { label: 'Terms of service', href: offer.links.terms },
    offer.links.enroll && { label: 'Enroll', href: offer.links.enroll },
    offer.links.website && { label: 'Website', href: offer.links.website },
  ].filter((link): link is { label: string; href: string } => Boolean(link));
  return (
    <Drawer title={offer.product || offer.supplierName} closeLabel="Close offer" onClose={onClose} part="panel">
      <SideSheetBody data-testid="offer-drawer">
        <Section aria-label="Offer">
          <Facts>
            <dt>Supplier</dt>
            <dd>
              {offer.companyId ? (
                <InsightsLink href={path('company', { companyId: offer.companyId })}>{offer.companyName || offer.supplierName}</InsightsLink>
              ) : (
                offer.supplierName
              )}
              {offer.companyName && offer.companyName.toLowerCase() !== offer.supplierName.toLowerCase() && <Muted>{`Listed as ${offer.supplierName}`}</Muted>}
              {offer.companyId && (
                <WatchRow>
                  <WatchPricesButton
                    aria-label={`${WATCH_THIS_SUPPLIER}: ${offer.companyName || offer.supplierName}`}
                    title={`Hear when ${offer.companyName || offer.supplierName} reprices or moves in or out of the top 3`}
                    draft={() => supplierWatchDraft(market, offer.companyId!, offer.companyName || offer.supplierName)}
                  >
                    {WATCH_THIS_SUPPLIER}
                  </WatchPricesButton>
                </WatchRow>
              )}
            </dd>
            <dt>Price</dt>
            <dd>{formatOfferPriceWithUnit(offer.price, unit)}</dd>
            {usages.length > 0 && (
              <>
                <dt>By monthly use</dt>
                <dd>{usages.map(([key, price]) => `${usageLabel(key, unit)}: ${formatOfferPrice(price, unit)}`).join(' · ')}</dd>
              </>
            )}
            <dt>Term</dt>
            <dd>{offer.termMonths === null ? '' : `${offer.termMonths} ${offer.termMonths === 1 ? 'month' : 'months'}`}</dd>
            <dt>Rate type</dt>
            <dd>{offer.rateType ?? ''}</dd>
            <dt>Renewable</dt>
            <dd>{offer.renewablePercent === null ? '' : `${offer.renewablePercent}%`}</dd>
            <dt>Cancellation fee</dt>
            <dd>{formatFee(offer.cancellationFee) || 'None'}</dd>
            {offer.monthlyFee !== null && (
              <>
                <dt>Monthly fee</dt>
                <dd>{`$${offer.monthlyFee.toFixed(2)}`}</dd>
              </>
            )}
            <dt>Prepaid</dt>
            <dd>{yesNo(offer.prepaid)}</dd>
            <dt>Time of use</dt>
            <dd>{yesNo(offer.timeOfUse)}</dd>
            <dt>Introductory</dt>
            <dd>{yesNo(offer.introductory)}</dd>
            {offer.promotion && (
              <>
                <dt>Promotion</dt>
                <dd>{offer.promotion}</dd>
              </>
            )}
            <dt>First seen</dt>
            <dd>{formatDateSafe(offer.firstSeen)}</dd>
            <dt>Source</dt>
            <dd>{sourceLine}</dd>
          </Facts>
        </Section>
        {(links.length > 0 || offer.links.enrollPhone) && (
          <Section aria-label="Links">
            <h3>Links</h3>
            <Links>
              {links.map((link) => (
                <li key={link.label}>
                  <a href={link.href} target="_blank" rel="noopener noreferrer">
                    {link.label}
                  </a>
                </li>
              ))}
              {offer.links.enrollPhone && (
                <li>
                  <a href={`tel:${offer.links.enrollPhone.replace(/[^\d+]/g, '')}`}>{offer.links.enrollPhone}</a>
                </li>
              )}
            </Links>
          </Section>
        )}
        {offer.terms && (
          <Section aria-label="Terms">
            <h3>Terms</h3>
            <Muted>{offer.terms}</Muted>
          </Section>
        )}
        <Section aria-label="History">
          <h3>History</h3>
          {history.isError ? (
            <ErrorState message={history.error.message} onRetry={() => void history.refetch()} />
          ) : history.isPending ? (
            <Spinner label="Loading history" />
          ) : (
            <>
              <Sparkline points={history.data.history.map((p) => ({ date: p.asOf, price: p.price }))} unit={unit} width={296} height={64} />
              <HistoryRows history={history.data.history} unit={unit} />
            </>
          )}
        </Section>
      </SideSheetBody>
    </Drawer>
  );
}
