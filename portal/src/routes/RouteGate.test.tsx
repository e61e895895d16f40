import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createSession, type Session } from '@insights/widgets';
import { StaticAuthProvider, type AuthContextValue } from '../auth/AuthProvider';
import { RouteGate } from './RouteGate';
import type { PortalRoute } from './types';

function renderAt(url: string, route: PortalRoute, session: Session | null) {
  const auth: AuthContextValue = {
    status: 'ready',
    user: null,
    session,
    getAccessToken: () => null,
    signIn: vi.fn().mockResolvedValue(undefined),
    signOut: vi.fn().mockResolvedValue(undefined),
    completeSignIn: vi.fn(),
  };
  render(
    <StaticAuthProvider value={auth}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={route.path} element={<RouteGate route={route} />} />
        </Routes>
      </MemoryRouter>
    </StaticAuthProvider>,
  );
  return auth;
}

const companyRoute: PortalRoute = {
  path: '/companies/:companyId',
  render: ({ params, query }) => <p>company {params.companyId} page {query.get('PageNo')}</p>,
};
const member = createSession({ sub: 'm', name: 'Mia Member', allowedAccess: ['access:INS'] });

describe('RouteGate', () => {
  it('hands URL parameters and query to the route', () => {
    renderAt('/companies/42?PageNo=3', companyRoute, member);
    expect(screen.getByText('company 42 page 3')).toBeTruthy();
  });

  it('starts sign-in for a visitor, remembering nothing but the current URL', () => {
    const auth = renderAt('/companies/42', companyRoute, null);
    expect(auth.signIn).toHaveBeenCalled();
    expect(screen.queryByText(/company 42/)).toBeNull();
  });

  it('shows Not Authorized without access:INS', () => {
    renderAt('/companies/42', companyRoute, createSession({ sub: 'x', allowedAccess: [] }));
    expect(screen.getByText('Not Authorized!')).toBeTruthy();
    expect(
      screen.getByText(
        'It seems you are not authorized to access Insights. Contact your administrator if you think you need access to insights.',
      ),
    ).toBeTruthy();
  });

  it("shows Not enough Access with a 'Return Home' link when the requirement is not met", () => {
    renderAt('/companies/42', { ...companyRoute, requires: { superAdmin: true } }, member);
    expect(screen.getByText('Not enough Access!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return Home' }).getAttribute('href')).toBe('/');
  });
});
