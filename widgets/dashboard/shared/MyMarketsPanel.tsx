import { styled } from 'styled-components';
import { CommodityIcon, LastPlace, MedalLogo, SupplierLogo } from '../../core/ui/market/MarketVisuals';
import { t } from '../../core/ui/tokens';
import { sliderPercent } from './format';
import { Card, CardNames, CardRow, CardSource, CardTitle, Cards, Utility } from './marketCardStyles';
import { Panel } from './Panel';
import { useDashboardClient } from './useDashboardClient';
import { useMyMarkets } from './useMyMarkets';
import { moduleLabel } from '../../../contract/users/constants';
import { DASHBOARD_TEXT, MY_MARKETS_INTRO, missingModuleText } from './wording';

const Medals = styled.span`
  display: flex;
  gap: 10px;
  padding-top: 6px;
`;

const Own = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  font-weight: 600;
`;

/**
 * Cards below the screen are laid out and painted only when scrolled near (as on First to Worst): a phone shows a
 * few of some sixty, a desktop a dozen.
 */
const MarketCard = styled(Card)`
  content-visibility: auto;
  contain-intrinsic-size: auto 132px;
`;

const Slider = styled.input`
  width: 100%;
  margin: 0;
  accent-color: ${t.primary};
`;

function MyMarketsBody({ viewAs }: { viewAs: string }) {
  const { markets, loading, error } = useMyMarkets(viewAs);
  return (
    <Panel title={DASHBOARD_TEXT.myMarkets} description={markets.length > 0 ? MY_MARKETS_INTRO : undefined} loading={loading} error={error} empty={markets.length === 0} emptyText={DASHBOARD_TEXT.noMarketData}>
      <Cards aria-label={DASHBOARD_TEXT.myMarkets}>
        {markets.map((m) => (
          <MarketCard key={m.key} aria-label={`${m.state} ${m.utility}`}>
            <CardTitle>
              <CommodityIcon commodity={m.commodity} size={16} />
              <strong>{m.state}</strong>
              <Utility title={m.utility}>{m.utility}</Utility>
            </CardTitle>
            <CardRow>
              <Medals>
                {m.medals.map((s) => <MedalLogo key={s.rank} rank={s.rank} supplierId={s.supplierId} name={s.name} size={24} />)}
              </Medals>
              <LastPlace supplierId={m.last.supplierId} name={m.last.name} size={24} />
            </CardRow>
            <Own>
              <SupplierLogo supplierId={m.own.supplierId} name={m.own.name} size={22} />#{m.own.rank} of {m.total}
            </Own>
            {/* Spec 2 §4: the position is (rank-1)/(N-1), 0 when N ≤ 1; it shows, it does not take input. */}
            <Slider type="range" min={0} max={100} value={sliderPercent(m.own.rank, m.total)} disabled readOnly
              aria-label={`Rank ${m.own.rank} of ${m.total}`} />
            {/* Not a list: the cards are the panel's list items. */}
            <CardNames role="group" aria-label="Suppliers">
              {m.medals.map((s) => <span key={s.rank}><b>{s.rank}</b> {s.name}</span>)}
              <span><b>Last</b> {m.last.name}</span>
            </CardNames>
            {m.source && <CardSource data-testid="card-source">{m.source}</CardSource>}
          </MarketCard>
        ))}
      </Cards>
    </Panel>
  );
}

/** My Markets Today: medals, the client's own rank and logo, the last place and a disabled rank slider (spec 2 §2). */
export function MyMarketsPanel({ viewAs }: { viewAs?: string | null }) {
  const client = useDashboardClient(viewAs);
  if (!client.pricing) {
    return <Panel title={DASHBOARD_TEXT.myMarkets} loading={false} error={null} empty emptyText={missingModuleText(moduleLabel('pricing'))} />;
  }
  return <MyMarketsBody viewAs={client.viewAs} />;
}
