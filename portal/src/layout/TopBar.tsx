import type { MouseEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { useAuth } from '../auth/AuthProvider';
import { styled } from 'styled-components';
import { LOGOUT_PATH } from '../auth/paths';
import { actionStyle } from '../ui/primitives';
import { theme } from '../ui/theme';
import { BrandMark, Icon } from './icons';
import { TopBarExtras } from './TopBarExtras';
import { TopBarSearch } from './TopBarSearch';
import type { SidebarMode } from './sidebarMode';

/** Spec 2 §2: the signed-in user's profile. */
const PROFILE_PATH = '/Profile';

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: 20;
  display: flex;
  height: ${theme.topBarHeight};
`;

const Brand = styled(Link)<{ $mode: SidebarMode }>`
  flex: 0 0 var(--brand-width, var(--sidebar-width));
  width: var(--brand-width, var(--sidebar-width));
  display: flex;
  align-items: center;
  justify-content: ${({ $mode }) => ($mode === 'fixed' ? 'flex-start' : 'center')};
  gap: 10px;
  padding: 0 ${({ $mode }) => ($mode === 'fixed' ? '22px' : '0')};
  background: ${theme.navy};
  color: #fff;
  font-size: 17px;
  font-weight: 650;
  letter-spacing: -0.01em;
  text-decoration: none;
  border-bottom: 1px solid rgba(255, 255, 255, 0.06);
  transition: width 160ms ease, flex-basis 160ms ease;
`;

const BrandName = styled.span<{ $mode: SidebarMode }>`
  display: ${({ $mode }) => ($mode === 'fixed' ? 'inline' : 'none')};
`;

const Bar = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  align-items: center;
  gap: 16px;
  padding: 0 24px 0 16px;

  @media (max-width: 767px) {
    gap: 10px;
    padding: 0 12px 0 8px;
  }
  background: ${theme.surface};
  border-bottom: 1px solid ${theme.border};
`;

const Toggle = styled.button`
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  padding: 0;
  border: 0;
  border-radius: 8px;
  background: transparent;
  color: ${theme.muted};
  cursor: pointer;
  &:hover { background: ${theme.page}; color: ${theme.text}; }
`;

const Spacer = styled.div`
  flex: 1;
`;

const User = styled(Link)`
  display: flex;
  align-items: center;
  gap: 10px;
  min-width: 0;
  border-radius: 8px;
  color: inherit;
  text-decoration: none;
  &:hover span:last-child { text-decoration: underline; }
`;

const Avatar = styled.span`
  flex: 0 0 auto;
  display: grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  background: ${theme.accentSoft};
  color: ${theme.accent};
  font-size: 12px;
  font-weight: 650;
`;

const Name = styled.span`
  font-weight: 500;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  max-width: 220px;

  /* A phone keeps the initials; the name would squeeze the bar. */
  @media (max-width: 767px) {
    display: none;
  }
`;

const SignOut = styled(Link)<{ $variant?: 'primary' | 'secondary' }>`
  ${actionStyle}
  height: 34px;
  padding: 0 12px;
  white-space: nowrap;

  /* A phone keeps the icon: the label's room goes to the search field. */
  @media (max-width: 767px) {
    padding: 0 9px;
  }
`;

/** Read by screen readers everywhere; shown from 768 px on. */
const SignOutLabel = styled.span`
  @media (max-width: 767px) {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

/**
 * A visitor on a public page (First to Worst) who is not signed in: a way in, back to the same page afterwards. A real
 * link to '/', which signs in too, for a new tab or a browser without the script.
 */
function SignInLink() {
  const { signIn } = useAuth();
  const { pathname, search } = useLocation();
  const onClick = (event: MouseEvent) => {
    event.preventDefault();
    void signIn(`${pathname}${search}`);
  };
  return (
    <SignOut to="/" onClick={onClick} $variant="primary">
      <Icon name="signIn" size={16} />
      <span>Sign in</span>
    </SignOut>
  );
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? parts[parts.length - 1][0] : '')).toUpperCase() || '?';
}

export interface TopBarProps {
  mode: SidebarMode;
  /** Below 768 px the button opens and closes the sidebar drawer. */
  phone?: boolean;
  drawerOpen?: boolean;
  onToggleSidebar: () => void;
  /** Absent on public pages visited without signing in. */
  userName?: string;
}

export function TopBar({ mode, phone = false, drawerOpen = false, onToggleSidebar, userName }: TopBarProps) {
  const expanded = phone ? drawerOpen : mode === 'fixed';
  const label = phone ? (drawerOpen ? 'Close menu' : 'Open menu') : expanded ? 'Collapse sidebar' : 'Expand sidebar';
  return (
    <Header>
      <Brand to="/" $mode={phone ? 'condensed' : mode} aria-label="Insights home">
        <BrandMark />
        <BrandName $mode={phone ? 'condensed' : mode}>Insights</BrandName>
      </Brand>
      <Bar>
        <Toggle
          type="button"
          onClick={onToggleSidebar}
          aria-expanded={expanded}
          aria-controls="main-navigation"
          aria-label={label}
          title={label}
        >
          <Icon name={phone ? 'menu' : 'sidebar'} />
        </Toggle>
        {userName !== undefined ? <TopBarSearch /> : null}
        <Spacer />
        {/* The bell is a signed-in user's: a visitor has no notifications, and gets Sign in instead. */}
        {userName !== undefined ? <TopBarExtras /> : <SignInLink />}
        {userName !== undefined ? (
          <>
            <User to={PROFILE_PATH} title="Profile">
              <Avatar aria-hidden="true">{initials(userName)}</Avatar>
              <Name>{userName}</Name>
            </User>
            <SignOut to={LOGOUT_PATH} $variant="secondary">
              <Icon name="signOut" size={16} />
              <SignOutLabel>Sign out</SignOutLabel>
            </SignOut>
          </>
        ) : null}
      </Bar>
    </Header>
  );
}
