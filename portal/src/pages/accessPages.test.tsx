import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { User } from 'oidc-client-ts';
import { createSession, type Session } from '@insights/widgets';
import { StaticAuthProvider, type AuthContextValue } from '../auth/AuthProvider';
import { LOGOUT_PATH } from '../auth/userManager';
import { RouteGate } from '../routes/RouteGate';
import type { PortalRoute } from '../routes/types';
import { AccessDeniedPage, FIRST_TO_WORST_PATH } from './accessPages';

/** The routes the access pages lead to, each behind the real guard. */
const table: PortalRoute[] = [
  { path: '/', render: () => <p>home screen</p> },
  { path: '/access-denied', access: 'signedIn', render: () => <AccessDeniedPage /> },
  { path: FIRST_TO_WORST_PATH, access: 'public', render: () => <p>first to worst screen</p> },
  { path: LOGOUT_PATH, access: 'public', render: () => <p>signing out</p> },
];

function renderAt(url: string, session: Session) {
  const auth: AuthContextValue = {
    status: 'ready',
    user: { profile: { sub: session.sub } } as unknown as User,
    session,
    getAccessToken: () => 'token',
    signIn: vi.fn().mockResolvedValue(undefined),
    signOut: vi.fn().mockResolvedValue(undefined),
    completeSignIn: vi.fn(),
  };
  render(
    <StaticAuthProvider value={auth}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          {table.map((route) => <Route key={route.path} path={route.path} element={<RouteGate route={route} />} />)}
        </Routes>
      </MemoryRouter>
    </StaticAuthProvider>,
  );
}

const outsider = createSession({ sub: 'n', name: 'Nico Noaccess', allowedAccess: [] });
const member = createSession({ sub: 'm', name: 'Mia Member', allowedAccess: ['access:INS'] });

describe('Access Forbidden page', () => {
  it('offers a user without Insights access no way back to Not Authorized: sign out or the public page', () => {
    renderAt('/access-denied', outsider);
    expect(screen.getByRole('heading', { name: 'Access Forbidden' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Return Home' })).toBeNull();
    // Branded full page (the signed-in layout is not there for this user).
    expect(screen.getByText('Insights')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign out' }).getAttribute('href')).toBe(LOGOUT_PATH);

    fireEvent.click(screen.getByRole('link', { name: 'First to Worst' }));
    expect(screen.getByText('first to worst screen')).toBeTruthy();
    expect(screen.queryByText('Not Authorized!')).toBeNull();
  });

  it("'Return Home' leads a user with Insights access home", () => {
    renderAt('/access-denied', member);
    fireEvent.click(screen.getByRole('link', { name: 'Return Home' }));
    expect(screen.getByText('home screen')).toBeTruthy();
  });
});
