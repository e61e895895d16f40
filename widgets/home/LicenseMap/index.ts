export { LicenseMap, LICENSE_MAP_HEADING, type LicenseMapProps } from './LicenseMap';
