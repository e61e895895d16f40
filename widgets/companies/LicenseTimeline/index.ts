export { LicenseTimeline, LICENSE_TIMELINE_TITLE, type LicenseTimelineProps } from './LicenseTimeline';
