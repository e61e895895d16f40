import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { styled } from 'styled-components';
import { useAuth } from '../auth/AuthProvider';
import { useRuntimeConfig } from '../config/RuntimeConfigContext';
import { isPublicPath } from '../routes/access';
import type { PortalRoute } from '../routes/types';
import { FullPageSpinner } from '../ui/primitives';
import { theme } from '../ui/theme';
import { Footer } from './Footer';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';
import { ScreenLoading } from './ScreenLoading';
import { sidebarItems } from './navEntries';
import { Sidebar } from './Sidebar';
import { useSidebarMode, type SidebarMode } from './sidebarMode';
import { TopBar } from './TopBar';

const Frame = styled.div<{ $mode: SidebarMode; $phone: boolean }>`
  --sidebar-width: ${({ $mode, $phone }) => ($phone ? '0px' : $mode === 'fixed' ? theme.sidebarFull : theme.sidebarCondensed)};
  /* The brand keeps a square of the top bar on a phone, where the sidebar takes no width. */
  --brand-width: ${({ $mode, $phone }) => ($mode === 'fixed' && !$phone ? theme.sidebarFull : theme.sidebarCondensed)};
  min-height: 100vh;
`;

const Body = styled.div`
  display: flex;
  align-items: flex-start;
`;

const Main = styled.div`
  flex: 1;
  min-width: 0;
  min-height: calc(100vh - ${theme.topBarHeight});
  display: flex;
  flex-direction: column;
`;

/**
 * At least the window's height, so the footer always waits below the fold: a screen whose content grows as its data
 * arrives (skeleton rows, then a page of rows) never pushes a visible footer away (a layout shift).
 */
const Content = styled.main`
  width: 100%;
  max-width: 1400px;
  min-height: calc(100vh - ${theme.topBarHeight});
  box-sizing: border-box;
  padding: 28px 32px 40px;

  @media (max-width: 767px) {
    padding: 20px 12px 32px;
  }
`;

/**
 * Top bar, sidebar and footer around the signed-in screens. Visitors who are not (yet) allowed in — being sent to
 * sign in, or without Insights access — get the guard's page alone, without navigation they could not use.
 */
export function Shell({ table }: { table: PortalRoute[] }) {
  const { session } = useAuth();
  const { features } = useRuntimeConfig();
  const { pathname } = useLocation();
  const { mode, phone, drawerOpen, toggle, closeDrawer } = useSidebarMode();
  // A link followed from the phone drawer closes it.
  useEffect(() => closeDrawer(), [pathname, closeDrawer]);

  const chrome = session?.hasInsights || isPublicPath(pathname);
  if (!chrome) {
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <Outlet />
      </Suspense>
    );
  }

  return (
    <Frame $mode={mode} $phone={phone}>
      <TopBar mode={mode} phone={phone} drawerOpen={drawerOpen} onToggleSidebar={toggle} userName={session ? session.name || session.email : undefined} />
      <Body>
        <Sidebar
          items={sidebarItems(table, session?.hasInsights ? session : null, features)}
          mode={mode}
          drawer={phone ? { open: drawerOpen, onClose: closeDrawer } : undefined}
        />
        <Main>
          <Content>
            <ScreenErrorBoundary resetKey={pathname}>
              <Suspense fallback={<ScreenLoading />}>
                <Outlet />
              </Suspense>
            </ScreenErrorBoundary>
          </Content>
          <Footer />
        </Main>
      </Body>
    </Frame>
  );
}
