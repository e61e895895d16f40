import { useQuery } from '../../core/api/useQuery';
import { companyDetailQueries } from '../../core/api/companyDetail';
import { useApiContext } from '../../core/api/queryScope';
import { hasVisibleExpiry } from '../shared/licenseTimeline';
import { useExpiryWindow } from '../shared/useExpiryWindow';

/** A company's licenses (the company detail's query: one cache entry, one call for both) and the user's expiry window. */
export function useLicenseTimeline(companyId: string) {
  const licenses = useQuery(companyDetailQueries.licenses(useApiContext(), companyId));
  const windowDays = useExpiryWindow(hasVisibleExpiry(licenses.data?.data ?? []));
  return { licenses, windowDays };
}
