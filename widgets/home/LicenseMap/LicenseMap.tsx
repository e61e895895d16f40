import { styled } from 'styled-components';
import { useId, useMemo, useState, type CSSProperties } from 'react';
import type { StateLicenseCount } from '../../core/api/licenses';
import { useInsights } from '../../core/config/context';
import { buildPath } from '../../core/config/routes';
import { formatCount } from '../../core/format/number';
import { EmptyState } from '../../core/ui/EmptyState';
import { ErrorState } from '../../core/ui/ErrorState';
import { Spinner } from '../../core/ui/Spinner';
import { WidgetFrame } from '../../core/ui/WidgetFrame';
import { t } from '../../core/ui/tokens';
import { useKeepInWindow } from '../../core/ui/keepInWindow';
import { withHostEvents } from '../../core/events/withHostEvents';
import { useReportReady } from '../../core/events/useReportReady';
import { legendBuckets, metricValue, shadeIndex, shadeStep, stateLabel, type MapMetric } from './mapScale';
import { MapLegend } from './MapLegend';
import { MetricSwitch } from './MetricSwitch';
import { StatesSvg, VIEW_HEIGHT, VIEW_WIDTH, type DrawnState } from './StatesSvg';
import { US_STATE_SHAPES } from './usStateShapes';
import { useLicenseMap } from './useLicenseMap';
import { useNewByState } from './useNewByState';

export const LICENSE_MAP_HEADING = 'Licenses by state';

const Card = styled.div`
  border: 1px solid ${t.border};
  border-radius: ${t.radius};
  background: ${t.surface};
  padding: 16px;
  margin-bottom: 16px;
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
  margin-bottom: 8px;
`;

const Heading = styled.h2`
  margin: 0;
  font-size: 16px;
  font-weight: 600;
  color: ${t.text};
`;

/** Loading, empty and error take the map's own box, so nothing under it moves when the data arrives. */
const Plot = styled.div`
  position: relative;
  /* Wider than this the map only pushes the table down the page; it already reads well at this size. */
  max-width: 880px;
  margin: 0 auto;
  container-type: inline-size;
  aspect-ratio: ${VIEW_WIDTH} / ${VIEW_HEIGHT};
  display: flex;
  align-items: center;
  justify-content: center;
`;

const Tooltip = styled.div`
  position: absolute;
  transform: translate(var(--shift-x), calc(-100% - 10px));
  padding: 6px 10px;
  border-radius: 6px;
  background: ${t.text};
  color: ${t.surface};
  font-size: 12px;
  line-height: 1.4;
  white-space: nowrap;
  pointer-events: none;
  z-index: 1;
  strong {
    display: block;
    font-size: 13px;
  }
`;

/**
 * Over the state's centre; near the map's left or right edge the tooltip leans inwards. Wherever the page puts the map,
 * useKeepInWindow then slides it back inside the window (or below the state when there is no room above).
 */
function tooltipPosition(x: number, y: number): CSSProperties {
  const across = x / VIEW_WIDTH;
  const shift = across < 0.3 ? '-15%' : across > 0.7 ? '-85%' : '-50%';
  return { left: `${across * 100}%`, top: `${(y / VIEW_HEIGHT) * 100}%`, ['--shift-x' as string]: shift };
}

export interface LicenseMapProps {
  className?: string;
}

/**
 * Home: the United States shaded by licenses per state (Total, ABC or Supplier), each state a link to the company
 * list of that state exactly as the table's counts are (spec 1 §2), from the table's own call.
 */
export const LicenseMap = withHostEvents('insights-license-map', function LicenseMap({ className }: LicenseMapProps) {
  const { routes } = useInsights();
  const { byState, isPending, isError, error, refetch } = useLicenseMap();
  useReportReady(!isPending && !isError);
  const [metric, setMetric] = useState<MapMetric>('Total');
  const [active, setActive] = useState<{ code: string; byFocus: boolean } | null>(null);
  const tooltipId = useId();
  const stateCodes = useMemo(() => [...byState.keys()], [byState]);
  // 'New (12 months)' asks market activity, state by state, only once chosen.
  const newLicenses = useNewByState(stateCodes, metric === 'New');

  const { states, buckets } = useMemo(() => {
    const valueOf = (code: string, row: StateLicenseCount) => metricValue(row, metric, newLicenses.byState.get(code));
    const max = Math.max(0, ...[...byState.entries()].map(([code, row]) => valueOf(code, row)));
    const step = shadeStep(max);
    const drawn: DrawnState[] = US_STATE_SHAPES.map((shape) => {
      const row = byState.get(shape.code);
      const value = row ? valueOf(shape.code, row) : 0;
      return {
        shape,
        // With 'New' on, a state opens its market activity; otherwise the company list of that state.
        href: !row
          ? null
          : metric === 'New'
            ? buildPath(routes.activity, {}, { state: shape.code })
            : buildPath(routes.companies, {}, { StateCode: shape.code, LicenseType: metric === 'Total' ? undefined : metric }),
        shade: shadeIndex(value, step),
        label: stateLabel(shape.name, value, metric),
      };
    });
    return { states: drawn, buckets: legendBuckets(max, step) };
  }, [byState, metric, newLicenses.byState, routes.companies, routes.activity]);

  const activeState = states.find((state) => state.shape.code === active?.code);
  const activeRow = activeState && byState.get(activeState.shape.code);
  const keepTooltipInWindow = useKeepInWindow(activeState && activeRow ? `${activeState.shape.code} ${metric}` : null);
  const empty = !isPending && !isError && byState.size === 0;

  return (
    <WidgetFrame label={LICENSE_MAP_HEADING} className={className}>
      <Card>
        <Toolbar part="header">
          <Heading>{LICENSE_MAP_HEADING}</Heading>
          <MetricSwitch value={metric} onChange={setMetric} />
        </Toolbar>
        {isError ? (
          <ErrorState message={error?.message} onRetry={() => void refetch()} />
        ) : newLicenses.error ? (
          <ErrorState message={newLicenses.error.message} onRetry={newLicenses.refetch} />
        ) : empty ? (
          <EmptyState />
        ) : (
          <>
            <Plot>
              {isPending || newLicenses.pending ? (
                <Spinner size={28} />
              ) : (
                <StatesSvg
                  states={states}
                  active={active?.code ?? null}
                  focused={Boolean(active?.byFocus)}
                  tooltipId={tooltipId}
                  onActivate={(code, byFocus) => setActive({ code, byFocus })}
                  onDeactivate={(code) => setActive((current) => (current?.code === code ? null : current))}
                />
              )}
              {activeState && activeRow && (
                <Tooltip
                  ref={keepTooltipInWindow}
                  id={tooltipId}
                  role="tooltip"
                  style={tooltipPosition(activeState.shape.x, activeState.shape.y)}
                >
                  <strong>{activeState.label}</strong>
                  Total {formatCount(activeRow.totalLicenses ?? 0)} · ABC {formatCount(activeRow.abc ?? 0)} · Supplier{' '}
                  {formatCount(activeRow.supplier ?? 0)}
                </Tooltip>
              )}
            </Plot>
            <MapLegend
              title={metric === 'New' ? 'Scale: new licenses per state in the last 12 months' : `Scale: ${metric === 'Total' ? 'all' : metric} licenses per state`}
              buckets={buckets}
            />
          </>
        )}
      </Card>
    </WidgetFrame>
  );
});
