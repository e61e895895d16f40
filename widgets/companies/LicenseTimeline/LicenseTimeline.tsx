import { styled } from 'styled-components';
import { isApiError } from '../../core/api/ApiError';
import { useReportReady } from '../../core/events/useReportReady';
import { withHostEvents } from '../../core/events/withHostEvents';
import { EmptyState } from '../../core/ui/EmptyState';
import { ErrorState } from '../../core/ui/ErrorState';
import { Spinner } from '../../core/ui/Spinner';
import { WidgetFrame } from '../../core/ui/WidgetFrame';
import { LicenseTimelineView } from '../shared/LicenseTimelineView';
import { useLicenseTimeline } from './useLicenseTimeline';

export const LICENSE_TIMELINE_TITLE = 'License timeline';
/** The company detail's wording for a company that does not exist. */
export const LICENSE_TIMELINE_NOT_FOUND = 'Sorry! the data you are looking for could not be found';
export const LICENSE_TIMELINE_NO_COMPANY = 'No company selected.';

const Title = styled.h2`
  margin: 0 0 10px;
  font-size: 16px;
  font-weight: 600;
`;

const Centre = styled.div`
  display: flex;
  justify-content: center;
  padding: 32px;
`;

export interface LicenseTimelineProps {
  companyId: string;
  className?: string;
  /** Today; stories and tests pin it. */
  now?: Date;
}

/** A company's licenses on a timeline: registered to expiry, today, expired grey, expiring within the user's window highlighted. */
export const LicenseTimeline = withHostEvents('insights-license-timeline', function LicenseTimeline({ companyId, className, now }: LicenseTimelineProps) {
  return (
    <WidgetFrame label={LICENSE_TIMELINE_TITLE} className={className}>
      <Title part="header">{LICENSE_TIMELINE_TITLE}</Title>
      {companyId ? <TimelineOf companyId={companyId} now={now} /> : <EmptyState title={LICENSE_TIMELINE_NO_COMPANY} />}
    </WidgetFrame>
  );
});

function TimelineOf({ companyId, now }: { companyId: string; now?: Date }) {
  const { licenses, windowDays } = useLicenseTimeline(companyId);
  useReportReady(licenses.isSuccess);
  if (licenses.isPending) return <Centre><Spinner label="Loading" /></Centre>;
  if (licenses.isError) {
    const notFound = isApiError(licenses.error) && licenses.error.kind === 'not-found';
    return notFound
      ? <EmptyState title={LICENSE_TIMELINE_NOT_FOUND} />
      : <ErrorState message={licenses.error.message} onRetry={() => void licenses.refetch()} />;
  }
  if (licenses.data.data.length === 0) return <EmptyState />;
  return <LicenseTimelineView licenses={licenses.data.data} windowDays={windowDays} now={now} />;
}
