import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createSession, type Session } from '@insights/widgets';
import { StaticAuthProvider, type AuthContextValue } from '../auth/AuthProvider';
import { lazyScreen, screenCode } from './lazyScreen';
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
          <Route
            path={route.path}
            element={
              <Suspense fallback={<p>suspended</p>}>
                <RouteGate route={route} />
              </Suspense>
            }
          />
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

  it('shows the loading spinner while the screen\'s code downloads, then the screen, without suspending', async () => {
    let arrive!: (module: { Hello: (props: { name: string }) => React.ReactNode }) => void;
    const code = screenCode(() => new Promise<{ Hello: (props: { name: string }) => React.ReactNode }>((resolve) => (arrive = resolve)));
    const Hello = lazyScreen(code, 'Hello');
    renderAt('/companies/42', { ...companyRoute, render: ({ params }) => <Hello name={params.companyId!} />, preload: code }, member);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    await act(async () => arrive({ Hello: ({ name }) => <p>Hello {name}</p> }));
    expect(screen.getByText('Hello 42')).toBeTruthy();
    // Suspending would have shown the Suspense fallback, which React holds for at least 300 ms.
    expect(screen.queryByText('suspended')).toBeNull();
  });

  it('renders the screen at once when its code has already arrived', async () => {
    const ready = screenCode(() => Promise.resolve({ Hello: ({ name }: { name: string }) => <p>Hello {name}</p> }));
    await ready();
    const Hello = lazyScreen(ready, 'Hello');
    renderAt('/companies/7', { ...companyRoute, render: ({ params }) => <Hello name={params.companyId!} />, preload: ready }, member);
    expect(screen.getByText('Hello 7')).toBeTruthy();
  });

  it('renders the screen when its download fails, so its lazy part retries and shows the failure', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue({ Hello: () => <p>retried</p> });
    const code = screenCode<{ Hello: () => React.ReactNode }>(load);
    const Hello = lazyScreen(code, 'Hello');
    renderAt('/companies/7', { ...companyRoute, render: () => <Hello />, preload: code }, member);
    expect(await screen.findByText('retried')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("shows Not enough Access with a 'Return Home' link when the requirement is not met", () => {
    renderAt('/companies/42', { ...companyRoute, requires: { superAdmin: true } }, member);
    expect(screen.getByText('Not enough Access!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return Home' }).getAttribute('href')).toBe('/');
  });
});
