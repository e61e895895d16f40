import { styled } from 'styled-components';
import { notificationSegments, type InsightsNotification } from '../api/notifications';
import { InsightsLink } from '../config/links';
import { buildPath } from '../config/routes';
import { useInsights } from '../config/context';
import { PremiumValue } from './PremiumValue';
import { PriceNotice } from './PriceNotice';
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

/**
 * Spec 1 §4 wording; the company name links to /companies/{id}, 'a company you are following' does not. For a user
 * without premium data the server sends no license number or date: those places show the blurred placeholder, as
 * every other premium value does.
 */
export function NotificationText({ notification }: { notification: InsightsNotification }) {
  const { routes } = useInsights();
  // Issue 61: a price watch's sentences, its label and its market's link; the license wording below is untouched.
  if (notification.eventType === 'Price') return <PriceNotice notification={notification} />;
  const linked = notification.companyId && notification.legalName?.trim();
  return (
    <>
      {notificationSegments(notification).map((segment, i) => {
        if (segment.kind === 'premium') {
          return segment.masked ? <PremiumValue key={i} isPremium={false} /> : segment.text;
        }
        if (segment.kind === 'company' && linked) {
          return (
            <CompanyLink key={i} href={buildPath(routes.company, { companyId: notification.companyId! })}>
              {segment.text}
            </CompanyLink>
          );
        }
        return segment.text;
      })}
    </>
  );
}
