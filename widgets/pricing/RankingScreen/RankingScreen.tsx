import { useState } from 'react';
import { styled } from 'styled-components';
import { Button } from '../../core/ui/Button';
import { WidgetFrame } from '../../core/ui/WidgetFrame';
import { RANKING_CHART_TITLE } from '../../../contract/pricing/constants';
import { PricingFiltersView } from '../shared/PricingFiltersView';
import { ChartPanel } from '../shared/ChartPanel';
import { Header, Heading, Subheading } from '../shared/screenStyles';
import { lazyPlot } from '../../core/chart/lazyPlot';
import { RankingFilterModal } from './RankingFilterModal';
import { WatchRankedMarket } from './WatchRankedMarket';
import { useRankingScreen, type RankingFilterVariant } from './useRankingScreen';
import { withHostEvents } from '../../core/events/withHostEvents';
import { hostUrlParams, type PricingUrlParams } from '../logic/urlFilters';

export const RANKING_TITLE = 'Ranking';

const HeaderActions = styled.div`
  display: flex;
  gap: 8px;
`;

/** nivo's bump chart, in a chunk of its own. */
const bumpPlot = lazyPlot(() => import('./RankBumpChart'));

export interface RankingScreenProps extends PricingUrlParams {
  /** 'modal': the filters open in a dialog (spec 2 §2's modal variant) instead of the inline form. */
  filterVariant?: RankingFilterVariant;
  enabledWeekDays?: number[];
  /** Write the inline form's applied filters into the page URL through the host's navigate (default on). */
  syncUrl?: boolean;
  /** The filters as one URL query (`market=PJM&state=PA&term=12`, e.g. the route's search); single filter props win. */
  query?: string | null;
}

/** The Ranking screen (spec 2 §2): the filters without start date and with one usage field, and 'Best Pricing Ranks'. */
export const RankingScreen = withHostEvents('insights-ranking', function RankingScreen({ filterVariant = 'inline', enabledWeekDays, syncUrl, query, ...props }: RankingScreenProps) {
  const params = hostUrlParams(query, props);
  const { state, dispatch, clients, viewAs, caller, refetch, changeViewAs, applyModalFilters, chart } = useRankingScreen(filterVariant, { params, syncUrl, enabledWeekDays });
  const [modalOpen, setModalOpen] = useState(false);

  return (
    <WidgetFrame label={RANKING_TITLE}>
      <Header part="header">
        <div>
          <Heading>{RANKING_TITLE}</Heading>
          <Subheading>Every supplier’s rank by price, week by week.</Subheading>
        </div>
        <HeaderActions>
          {filterVariant === 'inline' && <WatchRankedMarket filters={state.applied} utilities={state.options.utilities} />}
          {filterVariant === 'modal' && <Button variant="secondary" onClick={() => setModalOpen(true)}>Filters</Button>}
        </HeaderActions>
      </Header>
      {filterVariant === 'inline' && (
        <PricingFiltersView
          state={state}
          dispatch={dispatch}
          variant="ranking"
          onApply={refetch}
          onChipRemoved={refetch}
          clients={clients}
          viewAs={viewAs}
          onViewAsChange={changeViewAs}
          enabledWeekDays={enabledWeekDays}
        />
      )}
      <div style={{ marginTop: 16 }}>
        <WidgetFrame label={RANKING_CHART_TITLE}>
          <ChartPanel title={RANKING_CHART_TITLE} plot={bumpPlot} {...chart}>
            {(model) => {
              const { RankBumpChart } = bumpPlot.get()!;
              return <RankBumpChart model={model} />;
            }}
          </ChartPanel>
        </WidgetFrame>
      </div>
      {filterVariant === 'modal' && (
        <RankingFilterModal
          open={modalOpen}
          onClose={() => setModalOpen(false)}
          caller={caller}
          onApply={applyModalFilters}
        />
      )}
    </WidgetFrame>
  );
});
