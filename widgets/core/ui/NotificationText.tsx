import { styled } from 'styled-components';
import { notificationParts, type InsightsNotification } from '../api/notifications';
import { InsightsLink } from '../config/links';
import { buildPath } from '../config/routes';
import { useInsights } from '../config/context';
import { t } from './tokens';

const CompanyLink = styled(InsightsLink)`
  color: ${t.primary};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${t.primary};
    outline-offset: 2px;
  }
`;

/** Spec 1 §4 wording; the company name links to /companies/{id}, 'a company you are following' does not. */
export function NotificationText({ notification }: { notification: InsightsNotification }) {
  const { routes } = useInsights();
  const { before, company, after } = notificationParts(notification);
  const linked = notification.companyId && notification.legalName?.trim();
  return (
    <>
      {before}
      {linked ? <CompanyLink href={buildPath(routes.company, { companyId: notification.companyId! })}>{company}</CompanyLink> : company}
      {after}
    </>
  );
}
