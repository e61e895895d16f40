import { hasModule } from '../../../contract/claims';
import { useInsights } from '../../core/config/context';

/**
 * The client a panel is about: a super admin's 'View as' choice, else the session's own client (the server refuses
 * anything else). `pricing`: the user has a pricing-service module, so a chart token and positions exist.
 */
export function useDashboardClient(viewAs?: string | null) {
  const { session } = useInsights();
  const clientId = (session?.isSuperAdmin && viewAs) || session?.clientId || '';
  const pricing = session ? hasModule(session, 'pricing') || hasModule(session, 'ranking') : false;
  return { clientId, viewAs: session?.isSuperAdmin ? viewAs || '' : '', secureId: session?.sub ?? '', pricing };
}
