import { styled } from 'styled-components';
import { useId } from 'react';
import { WidgetFrame } from '../../core/ui/WidgetFrame';
import { t } from '../../core/ui/tokens';
import { FollowedEventsPanel } from '../shared/FollowedEventsPanel';
import { MyLicensesPanel } from '../shared/MyLicensesPanel';
import { MyMarketsPanel } from '../shared/MyMarketsPanel';
import { TopMarketsPanel } from '../shared/TopMarketsPanel';
import { useDashboard } from './useDashboard';
import { RevealSlot, useRevealInOrder } from '../shared/revealInOrder';
import { withHostEvents } from '../../core/events/withHostEvents';

export const DASHBOARD_HEADING = 'Dashboard';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 16px;
`;

const Heading = styled.h1`
  margin: 0;
  font-size: 22px;
  font-weight: 600;
  color: ${t.text};
`;

const ViewAs = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;

  select {
    min-width: 0;
    padding: 6px 8px;
    border: 1px solid ${t.border};
    border-radius: ${t.radius};
    background: ${t.surface};
    color: ${t.text};
    font: inherit;
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: 16px;

  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Wide = styled.div`
  display: grid;
  grid-column: 1 / -1;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 360px), 1fr));
  gap: 16px;
  min-width: 0;
`;

export interface DashboardProps {
  /** A super admin's initial 'View as' client; others always see their own client (the server enforces it). */
  clientId?: string | null;
  className?: string;
}

/** /dashboard (spec 2 §2): My Licenses, Followed Events, Best/Worst Markets Today and My Markets Today. */
export const Dashboard = withHostEvents('insights-dashboard', function Dashboard({ clientId, className }: DashboardProps) {
  const { clients, viewAs, setViewAs } = useDashboard(clientId);
  // Top to bottom as they settle: a panel growing on a phone pushes no panel already drawn (revealInOrder.tsx).
  const reveal = useRevealInOrder(5);
  const id = useId();
  return (
    <WidgetFrame label={DASHBOARD_HEADING} className={className}>
      <Header part="header">
        <Heading>{DASHBOARD_HEADING}</Heading>
        {clients.length > 0 && (
          <ViewAs>
            <label htmlFor={`${id}-viewas`}>View as</label>
            <select id={`${id}-viewas`} value={viewAs} onChange={(e) => setViewAs(e.target.value)}>
              {clients.map((c) => <option key={c.clientID} value={c.clientID}>{c.clientName}</option>)}
            </select>
          </ViewAs>
        )}
      </Header>
      <Grid>
        <RevealSlot slot={reveal.slot(0)}>
          <MyLicensesPanel viewAs={viewAs} />
        </RevealSlot>
        <RevealSlot slot={reveal.slot(1)}>
          <FollowedEventsPanel />
        </RevealSlot>
        <Wide>
          <RevealSlot slot={reveal.slot(2)}>
            <TopMarketsPanel which="best" viewAs={viewAs} />
          </RevealSlot>
          <RevealSlot slot={reveal.slot(3)}>
            <TopMarketsPanel which="worst" viewAs={viewAs} />
          </RevealSlot>
        </Wide>
        <Wide>
          <RevealSlot slot={reveal.slot(4)}>
            <MyMarketsPanel viewAs={viewAs} />
          </RevealSlot>
        </Wide>
      </Grid>
    </WidgetFrame>
  );
});
