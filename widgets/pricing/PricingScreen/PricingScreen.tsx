import { WidgetFrame } from '../../core/ui/WidgetFrame';
import { PricingFiltersView } from '../shared/PricingFiltersView';
import { ForwardCurveChart, ForwardCurveOverviewChart, PriceTrendChart, PriceTrendOverviewChart } from '../shared/pricingCharts';
import { usePricingCaller } from '../../core/api/usePricingCaller';
import { usePricingFilters } from '../shared/usePricingFilters';
import { useApplyCounter } from '../shared/useApplyCounter';
import { useViewAs } from '../shared/useViewAs';
import { ChartGrid, Header, Heading, Subheading } from '../shared/screenStyles';

export const PRICING_TITLE = 'Pricing';

export interface PricingScreenProps {
  /** Weekdays (0–6) the date pickers allow despite the Monday rule. */
  enabledWeekDays?: number[];
}

/** The Pricing screen (spec 2 §2): the filter form and the four price charts. */
export function PricingScreen({ enabledWeekDays }: PricingScreenProps) {
  const { clients, viewAs, setViewAs } = useViewAs();
  const { caller, clientId } = usePricingCaller(viewAs);
  const { state, dispatch } = usePricingFilters(caller);
  const { applyId, bump } = useApplyCounter(state, dispatch, caller?.apiKey, 'pricing');
  const chart = { filters: state.applied, viewAs: clientId, applyId };
  return (
    <WidgetFrame label={PRICING_TITLE}>
      <Header>
        <div>
          <Heading>{PRICING_TITLE}</Heading>
          <Subheading>Where each supplier’s price stands, how it moved and what the forward curve says.</Subheading>
        </div>
      </Header>
      <PricingFiltersView
        state={state}
        dispatch={dispatch}
        variant="pricing"
        onApply={bump}
        onChipRemoved={bump}
        clients={clients}
        viewAs={viewAs}
        onViewAsChange={(id) => {
          setViewAs(id);
          bump();
        }}
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
}
