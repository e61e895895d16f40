import { useState } from 'react';
import { Button } from '../../core/ui/Button';
import { WidgetFrame } from '../../core/ui/WidgetFrame';
import { RANKING_CHART_TITLE } from '../logic/constants';
import type { PricingForm } from '../logic/types';
import { PricingFiltersView } from '../shared/PricingFiltersView';
import { ChartPanel } from '../shared/ChartPanel';
import { useApplyCounter } from '../shared/useApplyCounter';
import { useChartData } from '../shared/useChartData';
import { usePricingCaller } from '../../core/api/usePricingCaller';
import { usePricingFilters } from '../shared/usePricingFilters';
import { useViewAs } from '../shared/useViewAs';
import { Header, Heading, Subheading } from '../shared/screenStyles';
import { RankBumpChart } from './RankBumpChart';
import { RankingFilterModal } from './RankingFilterModal';

export const RANKING_TITLE = 'Ranking';

export interface RankingScreenProps {
  /** 'modal': the filters open in a dialog (spec 2 §2's modal variant) instead of the inline form. */
  filterVariant?: 'inline' | 'modal';
  enabledWeekDays?: number[];
}

/** The Ranking screen (spec 2 §2): the filters without start date and with one usage field, and 'Best Pricing Ranks'. */
export function RankingScreen({ filterVariant = 'inline', enabledWeekDays }: RankingScreenProps) {
  const { clients, viewAs, setViewAs } = useViewAs();
  const { caller, clientId, tokenError } = usePricingCaller(viewAs);
  const { state, dispatch } = usePricingFilters(caller);
  const { applyId, bump } = useApplyCounter(state, dispatch, caller?.apiKey, 'ranking');
  const [modalOpen, setModalOpen] = useState(false);
  const [modalFilters, setModalFilters] = useState<PricingForm | null>(null);
  const applied = filterVariant === 'modal' && modalFilters ? modalFilters : state.applied;
  const chart = useChartData('priceranking', caller, applied, clientId, applyId);

  return (
    <WidgetFrame label={RANKING_TITLE}>
      <Header>
        <div>
          <Heading>{RANKING_TITLE}</Heading>
          <Subheading>Every supplier’s rank by price, week by week.</Subheading>
        </div>
        {filterVariant === 'modal' && <Button variant="secondary" onClick={() => setModalOpen(true)}>Filters</Button>}
      </Header>
      {filterVariant === 'inline' && (
        <PricingFiltersView
          state={state}
          dispatch={dispatch}
          variant="ranking"
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
      )}
      <div style={{ marginTop: 16 }}>
        <WidgetFrame label={RANKING_CHART_TITLE}>
          <ChartPanel title={RANKING_CHART_TITLE} {...chart} error={tokenError ?? chart.error}>
            {(model) => <RankBumpChart model={model} />}
          </ChartPanel>
        </WidgetFrame>
      </div>
      {filterVariant === 'modal' && (
        <RankingFilterModal
          open={modalOpen}
          onClose={() => setModalOpen(false)}
          caller={caller}
          onApply={(filters) => {
            setModalFilters(filters);
            bump();
          }}
        />
      )}
    </WidgetFrame>
  );
}
