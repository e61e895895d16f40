import { styled } from 'styled-components';
import { useMemo } from 'react';
import type { License } from '../../core/api/companies';
import { t, tint, VISUALLY_HIDDEN } from '../../core/ui/tokens';
import { buildTimeline, type TimelineBar, type TimelineTone } from './licenseTimeline';

/** Below this width (of the timeline itself, not the page) each item's text sits above its bar. */
const STACK_BELOW_PX = 560;

const TONE_COLOUR: Record<TimelineTone, string> = {
  active: t.primary,
  expiring: t.warning,
  expired: `color-mix(in srgb, ${t.muted} 45%, ${t.surface})`,
  undated: t.border,
};

/** No position to show: a hatched band over the whole track, the same for every undated license. */
const UNDATED_FILL = `repeating-linear-gradient(135deg, ${t.border} 0 6px, ${t.surfaceMuted} 6px 12px)`;

const Box = styled.div`
  container: license-timeline / inline-size;
  border: 1px solid ${t.border};
  border-radius: ${t.radius};
  background: ${t.surface};
  padding: 12px 16px 8px;
  margin-bottom: 12px;
  min-width: 0;
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  margin: 0 0 8px;
  padding: 0;
  list-style: none;
  font-size: 12px;
  color: ${t.muted};
  li {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
`;

const Swatch = styled.span<{ $tone: TimelineTone | 'today' }>`
  display: inline-block;
  width: ${(p) => (p.$tone === 'today' ? '2px' : '16px')};
  height: 10px;
  border-radius: ${(p) => (p.$tone === 'today' ? '0' : '3px')};
  background: ${(p) => (p.$tone === 'today' ? t.danger : p.$tone === 'undated' ? UNDATED_FILL : TONE_COLOUR[p.$tone])};
`;

/** Text column and track column; the axis row uses the same columns so ticks line up with the bars. */
const columns = `
  display: grid;
  grid-template-columns: minmax(180px, 36%) minmax(0, 1fr);
  column-gap: 16px;
  @container license-timeline (max-width: ${STACK_BELOW_PX}px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const AxisRow = styled.div`
  ${columns}
  font-size: 11px;
  color: ${t.muted};
  @container license-timeline (max-width: ${STACK_BELOW_PX}px) {
    > :first-child {
      display: none;
    }
  }
`;

const Axis = styled.div`
  position: relative;
  height: 18px;
  border-bottom: 1px solid ${t.border};
`;

const Tick = styled.span`
  position: absolute;
  bottom: 2px;
  transform: translateX(-50%);
  white-space: nowrap;
  &:first-child {
    transform: none;
  }
`;

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  ${columns}
  align-items: stretch;
  border-bottom: 1px solid ${tint(t.border, 60)};
  &:last-child {
    border-bottom: 0;
  }
  &:focus-visible {
    outline: 2px solid ${t.primary};
    outline-offset: -2px;
    border-radius: 4px;
  }
`;

const Text = styled.span`
  display: flex;
  flex-direction: column;
  justify-content: center;
  padding: 6px 0;
  min-width: 0;
  line-height: 1.35;
  @container license-timeline (max-width: ${STACK_BELOW_PX}px) {
    padding-bottom: 2px;
  }
`;

const Name = styled.span`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Detail = styled.span`
  font-size: 12px;
  color: ${t.muted};
  overflow-wrap: anywhere;
`;

const Hidden = styled.span`
  ${VISUALLY_HIDDEN}
`;

const Track = styled.span`
  position: relative;
  display: block;
  min-height: 22px;
  @container license-timeline (max-width: ${STACK_BELOW_PX}px) {
    margin-bottom: 8px;
  }
`;

const fade = (bar: TimelineBar) => {
  if (!bar.openStart && !bar.openEnd) return 'none';
  const from = bar.openStart ? 'transparent' : 'black';
  const to = bar.openEnd ? 'transparent' : 'black';
  return `linear-gradient(to right, ${from}, black 24px, black calc(100% - 24px), ${to})`;
};

const Bar = styled.span<{ $tone: TimelineTone }>`
  position: absolute;
  top: 50%;
  height: 10px;
  min-width: 4px;
  transform: translateY(-50%);
  border-radius: 5px;
  background: ${(p) => (p.$tone === 'undated' ? UNDATED_FILL : TONE_COLOUR[p.$tone])};
  ${(p) => (p.$tone === 'expiring' ? `box-shadow: 0 0 0 2px ${tint(t.warning, 35)};` : '')}
  &[data-open-start] {
    border-top-left-radius: 0;
    border-bottom-left-radius: 0;
  }
  &[data-open-end] {
    border-top-right-radius: 0;
    border-bottom-right-radius: 0;
  }
`;

const GridLine = styled.span`
  position: absolute;
  top: 0;
  bottom: 0;
  width: 1px;
  background: ${tint(t.border, 70)};
`;

const TodayLine = styled.span`
  position: absolute;
  top: 0;
  bottom: 0;
  width: 2px;
  margin-left: -1px;
  background: ${t.danger};
  opacity: 0.7;
`;

export interface LicenseTimelineViewProps {
  licenses: License[];
  /** The user's 'days before' expiry alert setting: licenses expiring within it are highlighted. */
  windowDays: number;
  /** Today; tests and stories pin it. */
  now?: Date;
}

/**
 * One list item per license: its text (state, commodity, type, dates, status) and, hidden from screen readers, its
 * bar from registered to expiry date with a line for today. Plain HTML and CSS: a few dozen bars need no chart library.
 */
export function LicenseTimelineView({ licenses, windowDays, now }: LicenseTimelineViewProps) {
  const time = now?.getTime();
  const model = useMemo(() => buildTimeline(licenses, time === undefined ? new Date() : new Date(time), windowDays), [licenses, time, windowDays]);
  const shown = (tone: TimelineTone, hidden = false) => model.items.some((item) => item.tone === tone && item.hidden === hidden);
  const legend: { key: string; tone: TimelineTone; label: string; show: boolean }[] = [
    { key: 'active', tone: 'active', label: 'Active', show: shown('active') },
    { key: 'expiring', tone: 'expiring', label: `Expiring within ${windowDays} days`, show: shown('expiring') },
    { key: 'expired', tone: 'expired', label: 'Expired', show: shown('expired') },
    { key: 'undated', tone: 'undated', label: 'No dates', show: shown('undated') },
    { key: 'hidden', tone: 'undated', label: 'Dates hidden (premium data)', show: shown('undated', true) },
  ];

  return (
    <Box part="chart">
      <Legend aria-label="Timeline legend">
        {legend.filter((entry) => entry.show).map((entry) => (
          <li key={entry.key}><Swatch $tone={entry.tone} aria-hidden="true" />{entry.label}</li>
        ))}
        {model.today !== null && <li><Swatch $tone="today" aria-hidden="true" />Today</li>}
      </Legend>
      {model.ticks.length > 0 && (
        <AxisRow aria-hidden="true">
          <span />
          <Axis>
            {model.ticks.map((tick) => <Tick key={tick.label} style={{ left: `${tick.at}%` }}>{tick.label}</Tick>)}
          </Axis>
        </AxisRow>
      )}
      <List aria-label="License timeline">
        {model.items.map((item) => (
          // Focusable so keyboard users can step through the bars as they read the table.
          <Item key={item.id} tabIndex={0} data-tone={item.tone}>
            <Text>
              <Name>{item.name}</Name>
              <Hidden>, </Hidden>
              <Detail>
                {item.dates}
                {item.after && `, ${item.after}`}
              </Detail>
            </Text>
            <Track aria-hidden="true" title={item.text}>
              {model.ticks.map((tick) => <GridLine key={tick.label} style={{ left: `${tick.at}%` }} />)}
              {item.bar ? (
                <Bar
                  $tone={item.tone}
                  data-open-start={item.bar.openStart || undefined}
                  data-open-end={item.bar.openEnd || undefined}
                  style={{
                    left: `${item.bar.start}%`,
                    width: `${item.bar.end - item.bar.start}%`,
                    maskImage: fade(item.bar),
                  }}
                />
              ) : (
                <Bar $tone="undated" style={{ left: 0, width: '100%' }} />
              )}
              {model.today !== null && <TodayLine style={{ left: `${model.today}%` }} />}
            </Track>
          </Item>
        ))}
      </List>
    </Box>
  );
}
