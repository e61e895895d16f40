import { useViewAs } from '../shared/useViewAs';

export function useDashboard(clientId?: string | null) {
  return useViewAs(clientId);
}
