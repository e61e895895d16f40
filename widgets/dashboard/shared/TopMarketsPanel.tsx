import { Badge } from '../../core/ui/Badge';
import { CommodityIcon } from '../../core/ui/market/MarketVisuals';
import { priceText } from './format';
import { Card, CardRow, CardSource, CardTitle, Cards, Utility } from './marketCardStyles';
import { Panel } from './Panel';
import { useDashboardClient } from './useDashboardClient';
import { useTopMarkets } from './useTopMarkets';
import { moduleLabel } from '../../../contract/users/constants';
import { DASHBOARD_TEXT, missingModuleText } from './wording';

/** Five cards in a row or two at desktop width (what the panel takes loaded, so nothing below it moves). */
const TOP_MARKETS_HEIGHT = 230;

function TopMarketsBody({ which, title, viewAs }: { which: 'best' | 'worst'; title: string; viewAs: string }) {
  const { cards, loading, error } = useTopMarkets(which, viewAs);
  return (
    <Panel title={title} loading={loading} error={error} empty={cards.length === 0} emptyText={DASHBOARD_TEXT.noMarketData} loadingHeight={TOP_MARKETS_HEIGHT}>
      <Cards aria-label={title}>
        {cards.map((c) => (
          <Card key={c.key} aria-label={`${c.state} ${c.utility}`}>
            <CardTitle>
              <CommodityIcon commodity={c.commodity} size={16} />
              <strong>{c.state}</strong>
              <Utility title={c.utility}>{c.utility}</Utility>
            </CardTitle>
            <CardRow>
              <span>#{c.rank} of {c.total}</span>
              <Badge variant={which === 'best' ? 'success' : 'danger'}>{priceText(c.price)}</Badge>
            </CardRow>
            {c.source && <CardSource data-testid="card-source">{c.source}</CardSource>}
          </Card>
        ))}
      </Cards>
    </Panel>
  );
}

/** Best Markets Today and Worst Markets Today: one implementation, up to 10 cards (spec 2 §2). */
export function TopMarketsPanel({ which, viewAs }: { which: 'best' | 'worst'; viewAs?: string | null }) {
  const title = which === 'best' ? DASHBOARD_TEXT.bestMarkets : DASHBOARD_TEXT.worstMarkets;
  const client = useDashboardClient(viewAs);
  // Without a pricing-service module there is no chart token: no positions to ask for.
  if (!client.pricing) return <Panel title={title} loading={false} error={null} empty emptyText={missingModuleText(moduleLabel('pricing'))} />;
  return <TopMarketsBody which={which} title={title} viewAs={client.viewAs} />;
}
