import { WidgetFrame } from '../../core/ui/WidgetFrame';
import { PricingFiltersView } from '../shared/PricingFiltersView';
import { ForwardCurveChart, ForwardCurveOverviewChart, PriceTrendChart, PriceTrendOverviewChart } from '../shared/pricingCharts';
import { ChartGrid, Header, Heading, Subheading } from '../shared/screenStyles';
import { usePricingScreen } from './usePricingScreen';
import { withHostEvents } from '../../core/events/withHostEvents';
import { hostUrlParams, type PricingUrlParams } from '../logic/urlFilters';

export const PRICING_TITLE = 'Pricing';

export interface PricingScreenProps extends PricingUrlParams {
  /** Weekdays (0–6) the date pickers allow despite the Monday rule. */
  enabledWeekDays?: number[];
  /** Write the applied filters into the page URL through the host's navigate (default on; nothing without one). */
  syncUrl?: boolean;
  /** The filters as one URL query (`market=PJM&state=PA&term=12`, e.g. the route's search); single filter props win. */
  query?: string | null;
}

/** The Pricing screen (spec 2 §2): the filter form and the four price charts; the applied filters live in the URL. */
export const PricingScreen = withHostEvents('insights-pricing', function PricingScreen({ enabledWeekDays, syncUrl, query, ...props }: PricingScreenProps) {
  const params = hostUrlParams(query, props);
  const { state, dispatch, clients, viewAs, refetch, changeViewAs, chart } = usePricingScreen({ params, syncUrl, enabledWeekDays });
  return (
    <WidgetFrame label={PRICING_TITLE}>
      <Header part="header">
        <div>
          <Heading>{PRICING_TITLE}</Heading>
          <Subheading>Where each supplier’s price stands, how it moved and what the forward curve says.</Subheading>
        </div>
      </Header>
      <PricingFiltersView
        state={state}
        dispatch={dispatch}
        variant="pricing"
        onApply={refetch}
        onChipRemoved={refetch}
        clients={clients}
        viewAs={viewAs}
        onViewAsChange={changeViewAs}
        enabledWeekDays={enabledWeekDays}
      />
      <ChartGrid>
        <PriceTrendChart {...chart} />
        <PriceTrendOverviewChart {...chart} />
        <ForwardCurveChart {...chart} />
        <ForwardCurveOverviewChart {...chart} />
      </ChartGrid>
    </WidgetFrame>
  );
});
