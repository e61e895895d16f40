import { describe, expect, it } from 'vitest';
import { matchPath } from 'react-router';
import { createSession } from '@insights/widgets';
import { decideAccess } from './access';
import { routes } from './routeTable';

const member = createSession({ sub: 'm', allowedAccess: ['access:INS'], roles: ['Member'] });
const admin = createSession({ sub: 'a', allowedAccess: ['access:INS'], roles: ['Admin'] });
const superAdmin = createSession({ sub: 's', allowedAccess: ['access:INS'], roles: ['SuperAdmin'] });

/** The route react-router picks for a URL (the table has no overlapping patterns apart from '*'). */
function routeFor(pathname: string) {
  const route = routes.find((r) => r.path !== '*' && matchPath({ path: r.path, caseSensitive: false }, pathname));
  if (!route) throw new Error(`no route for ${pathname}`);
  return route;
}

const decide = (pathname: string, session: typeof member) => decideAccess(routeFor(pathname), pathname, session);

describe('administration routes (spec 2 §2, §6)', () => {
  it('opens the users list and a user overview to admins only', () => {
    for (const path of ['/settings/users', '/settings/users/', '/settings/users/17/overview']) {
      expect([decide(path, member), decide(path, admin), decide(path, superAdmin)]).toEqual(['notEnoughAccess', 'allow', 'allow']);
    }
  });

  it('opens the SuperAdmin Settings tab to super admins only', () => {
    expect([decide('/settings/superadmin', member), decide('/settings/superadmin', admin), decide('/settings/superadmin', superAdmin)]).toEqual([
      'notEnoughAccess', 'notEnoughAccess', 'allow',
    ]);
  });

  it('opens the Integrations tab to admins and super admins, not members (issue 37)', () => {
    expect([decide('/settings/integrations', member), decide('/settings/integrations', admin), decide('/settings/integrations', superAdmin)]).toEqual([
      'notEnoughAccess', 'allow', 'allow',
    ]);
  });

  it('opens the profile, Subscriptions and the old General link to every signed-in user', () => {
    for (const path of ['/Profile', '/profile', '/settings', '/settings/general', '/settings/subscriptions']) expect(decide(path, member)).toBe('allow');
  });

  it('keeps the Settings sidebar entry on /settings, so it stays marked on every tab', () => {
    expect(routes.filter((r) => r.nav?.label === 'Settings').map((r) => r.path)).toEqual(['/settings']);
  });

  it('has a sign-out route that needs no Insights access', () => {
    expect(routeFor('/account/logout').access).toBe('public');
  });
});
