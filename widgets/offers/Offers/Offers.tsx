import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { offerSourceName, type MarketOffer, type OfferMarket } from '../../core/api/offers';
import { useReportReady } from '../../core/events/useReportReady';
import { withHostEvents } from '../../core/events/withHostEvents';
import { saveText } from '../../core/files/download';
import { formatDateSafe } from '../../core/format/date';
import { formatCount } from '../../core/format/number';
import { Button } from '../../core/ui/Button';
import { EmptyState, LoadingState } from '../../core/ui/EmptyState';
import { ErrorState } from '../../core/ui/ErrorState';
import { t } from '../../core/ui/tokens';
import { WidgetFrame } from '../../core/ui/WidgetFrame';
import { emptyRule, priceText, WATCH_THIS_MARKET, WatchPricesButton, type PriceWatchDraft } from '../../core/priceWatch';
import { OfferDrawer } from './OfferDrawer';
import { MarketBar, OfferFilters } from './OffersControls';
import { fullTableWidth, offerColumnIds, OffersTable } from './OffersTable';
import { filterOffers, filterOptions, offersCsv, sortOffers, usageKeys } from './offerRows';
import { DEFAULT_SORT, marketLabel, offersFileName, withMarket, type OffersParams, type OffersSort, type OffersState, type OffersView } from './offersFilters';
import { useOffers } from './useOffers';
import { WhatChanged } from './WhatChanged';

export const OFFERS_TITLE = 'Offers';
export const NO_MARKETS_TEXT = 'No offers have been imported yet.';
export const UNKNOWN_MARKET_TEXT = 'No offers have been imported for this market.';

/** The widget's own width decides its layout (an intranet may give it a narrow column on a wide screen). */
const Root = styled.div`
  container: offers / inline-size;
`;

const Heading = styled.h1`
  margin: 0;
  font-size: 22px;
  font-weight: 600;
  letter-spacing: -0.01em;
`;

const Subheading = styled.p`
  margin: 2px 0 16px;
  color: ${t.muted};
`;

const Panel = styled.div`
  padding: 16px;
  border: 1px solid ${t.border};
  border-radius: ${t.radius};
  background: ${t.surface};
  min-width: 0;
`;

const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
  margin-bottom: 12px;
  p {
    margin: 0;
    color: ${t.muted};
  }
  strong {
    color: ${t.text};
    font-weight: 600;
  }
`;

const Views = styled.div`
  display: flex;
  align-items: center;
  gap: 4px;
  margin-bottom: 16px;
  border-bottom: 1px solid ${t.border};
`;

const ViewButton = styled.button`
  padding: 8px 14px;
  margin-bottom: -1px;
  border: 0;
  border-bottom: 2px solid transparent;
  background: none;
  color: ${t.muted};
  font: inherit;
  font-weight: 500;
  cursor: pointer;
  &[aria-pressed='true'] {
    border-bottom-color: ${t.primary};
    color: ${t.primary};
    font-weight: 600;
  }
  &:hover {
    color: ${t.text};
  }
  &:focus-visible {
    outline: 2px solid ${t.primary};
    outline-offset: -2px;
  }
`;

const ViewsEnd = styled.div`
  margin-left: auto;
  padding-bottom: 6px;
`;

/**
 * 'Watch this market' (issue 61): the market, and the rule its filters suggest — a term or rate type chosen means the
 * user looks for a price there: at or below the cheapest shown; otherwise any change of the market.
 */
export function marketWatchDraft(market: OfferMarket, state: Pick<OffersState, 'term' | 'rateType'>, cheapest: number | null): PriceWatchDraft {
  const key = { stateCode: market.stateCode, utility: market.utility, commodity: market.commodity, customerClass: market.customerClass };
  const narrowed = Boolean(state.term || state.rateType);
  const rule = narrowed && cheapest !== null
    ? emptyRule('priceAtOrBelow', { price: priceText(cheapest, market.unit), termMonths: state.term, rateType: state.rateType })
    : emptyRule('anyChange');
  return { name: '', market: key, rules: [rule] };
}

/** The panel's padding and border around the table. */
const PANEL_CHROME = 34;

/** The element's width in pixels, measured before the first paint and kept up to date; 0 where nothing lays out. */
function useRootWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(Math.round(el.getBoundingClientRect().width));
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => setWidth(Math.round(entries[0].contentRect.width)));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/** What an `offerOpen` event tells the host: the offer whose details the user opened. */
export interface OfferOpenDetail {
  offerId: number;
  sourceKey: string;
  supplierName: string;
  product: string | null;
}

export interface OffersProps extends OffersParams {
  /** Write the state into the page URL through the host's navigate (default on; nothing without one). */
  syncUrl?: boolean;
  /** The user opened an offer's details (the element's `offerOpen` event). */
  onOfferOpen?: (detail: OfferOpenDetail) => void;
}

/** The snapshot compared with for What changed: the one before `to`. */
const snapshotBefore = (snapshots: readonly string[], to: string) => [...snapshots].reverse().find((date) => date < to) ?? '';

/**
 * Offers (issue 60): a market's retail offers as the state's public file listed them on a snapshot date, with the move
 * since the previous snapshot and each offer's price line; an offer's drawer holds its facts, links and full history;
 * What changed compares any two snapshot dates. Everything the user chooses lives in the host's URL.
 */
export const Offers = withHostEvents('insights-offers', function Offers({
  state: stateCode, utility, commodity, customerClass, asOf, term, rateType, supplier, sort, view, from, to, syncUrl = true, onOfferOpen,
}: OffersProps) {
  const params: OffersParams = { state: stateCode, utility, commodity, customerClass, asOf, term, rateType, supplier, sort, view, from, to };
  const { state, update, markets, market, offers, history, snapshots } = useOffers({ params, syncUrl });
  const [open, setOpen] = useState<MarketOffer | null>(null);
  const root = useRootWidth();
  const noMarkets = markets.isSuccess && markets.data.length === 0;
  const unknownMarket = markets.isSuccess && markets.data.length > 0 && !market;
  useReportReady(markets.isError || noMarkets || unknownMarket || offers.isSuccess || offers.isError);

  const reply = offers.data;
  const all = useMemo(() => reply?.offers ?? [], [reply]);
  const previousAsOf = reply?.previousAsOf ?? null;
  // A sort from the URL that names no column of this market's table falls back to the cheapest first.
  const sortBy = offerColumnIds(usageKeys(all)).includes(state.sort.id) ? state.sort : DEFAULT_SORT;
  const shown = useMemo(() => sortOffers(filterOffers(all, state), sortBy, previousAsOf), [all, state, sortBy, previousAsOf]);
  const options = useMemo(() => filterOptions(all), [all]);
  // Too narrow for every column (1,400 px with the portal's sidebar): merge and leave out the least used (issue 61).
  const compact = root.width > 0 && root.width < fullTableWidth(usageKeys(all).length) + PANEL_CHROME;
  const source = reply ? offerSourceName(reply.source) : market ? offerSourceName(market.source) : '';
  const shownAsOf = reply?.asOf ?? state.asOf ?? market?.latestAsOf ?? '';
  const sourceLine = reply ? `${source}, ${formatDateSafe(reply.asOf)}` : '';
  const onOpen = useCallback(
    (offer: MarketOffer) => {
      setOpen(offer);
      onOfferOpen?.({ offerId: offer.id, sourceKey: offer.sourceKey, supplierName: offer.supplierName, product: offer.product });
    },
    [onOfferOpen],
  );
  const pickMarket = (next: OfferMarket) => update(withMarket(state, next));
  const setView = (next: OffersView) => update({ ...state, view: next });
  const setSort = (next: OffersSort) => update({ ...state, sort: next });

  const changesTo = state.to && snapshots.includes(state.to) ? state.to : shownAsOf;
  const changesFrom = state.from && snapshots.includes(state.from) && state.from < changesTo ? state.from : snapshotBefore(snapshots, changesTo);

  const body = () => {
    if (markets.isError) return <ErrorState message={markets.error.message} onRetry={() => void markets.refetch()} />;
    if (markets.isPending) return <LoadingState label="Loading markets…" />;
    if (noMarkets) {
      return (
        <EmptyState
          title={NO_MARKETS_TEXT}
          description="A super admin imports a state's offer file with npm run offers -- import FILE --source ptc, or POST /api/Offers/Import (docs/offers.md)."
        />
      );
    }
    if (!market) {
      const named = [state.state, state.utility, state.commodity, state.customerClass].filter(Boolean).join(' · ');
      return <EmptyState title={UNKNOWN_MARKET_TEXT} description={`${named}: choose an imported market above.`} />;
    }
    if (offers.isError) return <ErrorState message={offers.error.message} onRetry={() => void offers.refetch()} />;
    if (state.view === 'changes') {
      if (!changesFrom) {
        return <EmptyState title="One snapshot so far" description={`${source} has one snapshot of this market (${formatDateSafe(changesTo)}): what changed shows once a later one is imported.`} />;
      }
      return <WhatChanged market={market} from={changesFrom} to={changesTo} sourceName={source} onRange={(range) => update({ ...state, ...range })} />;
    }
    return (
      <>
        <Summary>
          <p data-testid="offers-source">
            <strong>{sourceLine || source}</strong>
            {reply && ` · ${shown.length === all.length ? `${formatCount(all.length)} offers` : `${formatCount(shown.length)} of ${formatCount(all.length)} offers`}`}
            {reply?.previousAsOf && ` · changes since ${formatDateSafe(reply.previousAsOf)}`}
          </p>
          <Button
            variant="secondary"
            size="sm"
            disabled={!reply || shown.length === 0}
            onClick={() => reply && saveText(offersFileName('offers', reply, reply.asOf), offersCsv(reply, shown, source))}
          >
            Download CSV
          </Button>
        </Summary>
        <OfferFilters state={state} options={options} onChange={update} />
        <OffersTable
          label={`Offers · ${marketLabel(market)}${reply ? ` · ${formatDateSafe(reply.asOf)}` : ''}`}
          all={all}
          shown={shown}
          unit={reply?.unit ?? market.unit}
          previousAsOf={previousAsOf}
          asOf={reply?.asOf ?? shownAsOf}
          snapshots={snapshots}
          changes={history.data ?? null}
          loading={offers.isPending}
          compact={compact}
          sort={sortBy}
          onSortChange={setSort}
          onOpen={onOpen}
        />
      </>
    );
  };

  return (
    <WidgetFrame label={OFFERS_TITLE}>
      <Root ref={root.ref}>
        <header part="header">
          <Heading>{OFFERS_TITLE}</Heading>
          <Subheading>Retail offers as the states publish them: prices, terms, each price's history and what changed.</Subheading>
        </header>
        {markets.isSuccess && markets.data.length > 0 && (
          <MarketBar
            markets={markets.data}
            market={market}
            asOf={shownAsOf}
            onMarket={pickMarket}
            onAsOf={(date) => update({ ...state, asOf: date === market?.latestAsOf ? '' : date, from: '', to: '' })}
          />
        )}
        {market && (
          <Views role="group" aria-label="View">
            <ViewButton type="button" aria-pressed={state.view === 'offers'} onClick={() => setView('offers')}>
              Offers
            </ViewButton>
            <ViewButton type="button" aria-pressed={state.view === 'changes'} onClick={() => setView('changes')}>
              What changed
            </ViewButton>
            <ViewsEnd>
              <WatchPricesButton
                title={`Hear when offers of ${marketLabel(market)} change`}
                draft={() => marketWatchDraft(market, state, shown.length > 0 ? Math.min(...shown.map((o) => o.price)) : null)}
              >
                {WATCH_THIS_MARKET}
              </WatchPricesButton>
            </ViewsEnd>
          </Views>
        )}
        <Panel part="panel">{body()}</Panel>
        {open && market && <OfferDrawer offer={open} market={market} sourceLine={sourceLine} onClose={() => setOpen(null)} />}
      </Root>
    </WidgetFrame>
  );
});
