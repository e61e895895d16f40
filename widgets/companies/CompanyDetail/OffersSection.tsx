import { styled } from 'styled-components';
import { useMemo } from 'react';
import { isApiError } from '../../core/api/ApiError';
import { companyOfferQueries, type CompanyOfferMarket } from '../../core/api/companyOffers';
import type { MarketOffer } from '../../core/api/offers';
import { useApiContext } from '../../core/api/queryScope';
import { useQuery } from '../../core/api/useQuery';
import { InsightsLink, useLink } from '../../core/config/links';
import { formatCount } from '../../core/format/number';
import { sourceCaption } from '../../core/format/sourceCaption';
import { Badge } from '../../core/ui/Badge';
import { Spinner } from '../../core/ui/Spinner';
import { Table } from '../../core/ui/table/Table';
import { tableColumnHelper } from '../../core/ui/table/features';
import { t } from '../../core/ui/tokens';
import { companyOfferRows, formatCompanyOfferPrice, marketTitle, offerUnitLabel, rankText, termText } from './companyOfferRows';
import { Section } from './Section';

export const OFFERS_TITLE = 'Offers';
export const NO_OFFERS_TEXT = 'This company has no current offers in the imported offer files.';

const Markets = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

const Market = styled.article`
  min-width: 0;
  border: 1px solid ${t.border};
  border-radius: ${t.radius};
  background: ${t.surface};
`;

const MarketHead = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px 12px;
  padding: 12px 16px;
  border-bottom: 1px solid ${t.border};
`;

const MarketName = styled.h3`
  flex: 1 1 260px;
  min-width: 0;
  margin: 0;
  font-size: 14px;
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Caption = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 12px;
  width: 100%;
  margin: 0;
  color: ${t.muted};
  font-size: 13px;
`;

const MarketLink = styled(InsightsLink)`
  color: ${t.primary};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

const Empty = styled.p`
  margin: 0;
  padding: 16px;
  color: ${t.muted};
  border: 1px solid ${t.border};
  border-radius: ${t.radius};
  background: ${t.surface};
`;

const column = tableColumnHelper<MarketOffer>();

/** The columns of one market: the price heading names its unit (¢/kWh, $/Ccf, $/Mcf). */
function offerColumns(unit: MarketOffer['unit']) {
  return column.columns([
    column.accessor((r) => r.product ?? '', { id: 'product', header: 'Product', meta: { cardTitle: true } }),
    column.accessor((r) => r.termMonths ?? undefined, { id: 'term', header: 'Term', cell: ({ row }) => termText(row.original.termMonths) }),
    column.accessor((r) => r.rateType ?? '', { id: 'rateType', header: 'Rate type' }),
    column.accessor((r) => r.price, {
      id: 'price',
      header: `Price (${offerUnitLabel(unit)})`,
      cell: ({ row }) => formatCompanyOfferPrice(row.original.price, row.original.unit),
    }),
    column.accessor((r) => r.renewablePercent ?? undefined, {
      id: 'renewable',
      header: 'Renewable',
      cell: ({ row }) => (row.original.renewablePercent === null ? '' : `${formatCount(row.original.renewablePercent)}%`),
    }),
  ]);
}

function MarketOffers({ market }: { market: CompanyOfferMarket }) {
  const link = useLink();
  const rows = useMemo(() => companyOfferRows(market), [market]);
  const columns = useMemo(() => offerColumns(market.unit), [market.unit]);
  const title = marketTitle(market);
  const offersPath = link.path('offers', {}, {
    state: market.stateCode, utility: market.utility, commodity: market.commodity, customerClass: market.customerClass,
  });
  return (
    <Market aria-label={title}>
      <MarketHead>
        <MarketName>{title}</MarketName>
        <Badge variant={market.rank === 1 ? 'success' : market.rank === null ? 'neutral' : 'info'} data-testid="offers-rank"
          title={market.rank === null ? "None of its offers meets the market's benchmark" : "Its best rank by the market's benchmark"}>
          {rankText(market)}
        </Badge>
        <Caption>
          <span data-testid="offers-source">{sourceCaption(market.source, market.asOf)}</span>
          <MarketLink href={link.href(offersPath)} onClick={link.onClick(offersPath)}>All offers in this market</MarketLink>
        </Caption>
      </MarketHead>
      <Table label={`Offers · ${title}`} data={rows} columns={columns} cards getRowId={(r) => String(r.id)} />
    </Market>
  );
}

/**
 * The company's current offers in each imported market (issue 60 §4), with its benchmark rank there and where the
 * figures come from. Loads after the company, beside the other sections, and fails on its own.
 */
export function OffersSection({ companyId, enabled }: { companyId: string; enabled: boolean }) {
  const offers = useQuery({ ...companyOfferQueries.company(useApiContext(), companyId), enabled });
  // A server without the offers area (an older API) answers 404: for this page, the company simply has none.
  const notFound = isApiError(offers.error) && offers.error.kind === 'not-found';
  const markets = notFound ? [] : offers.data;
  const count = markets?.reduce((sum, m) => sum + companyOfferRows(m).length, 0);
  return (
    <Section title={OFFERS_TITLE} count={count} error={notFound ? null : offers.error} onRetry={() => void offers.refetch()}>
      {!markets ? (
        <Spinner label="Loading" />
      ) : markets.length === 0 ? (
        <Empty>{NO_OFFERS_TEXT}</Empty>
      ) : (
        <Markets>
          {markets.map((market) => (
            <MarketOffers key={`${market.stateCode}|${market.utility}|${market.commodity}|${market.customerClass}`} market={market} />
          ))}
        </Markets>
      )}
    </Section>
  );
}
