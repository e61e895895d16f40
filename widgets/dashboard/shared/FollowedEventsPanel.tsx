import { styled } from 'styled-components';
import { followedLicensesText, licenseDate } from './format';
import { Panel, TOP_PANEL_HEIGHT } from './Panel';
import { useFollowedEvents } from './useFollowedEvents';
import { DASHBOARD_TEXT } from './wording';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-wrap: anywhere;
`;

/** 'Following {company} since {date}' plus '(n license/licenses)' when some are followed (spec 2 §2). */
export function FollowedEventsPanel() {
  const { events, loading, error } = useFollowedEvents();
  return (
    <Panel title={DASHBOARD_TEXT.followedEvents} loading={loading} error={error} empty={events.length === 0} emptyText={DASHBOARD_TEXT.noFollowedEvents} loadingHeight={TOP_PANEL_HEIGHT}>
      <List aria-label={DASHBOARD_TEXT.followedEvents}>
        {events.map((e, i) => {
          const count = followedLicensesText(e.followedLicenseCount);
          return (
            <li key={e.id ?? i}>
              Following <strong>{e.legalName}</strong> since {licenseDate(e.createdOn)}{count && ` ${count}`}
            </li>
          );
        })}
      </List>
    </Panel>
  );
}
