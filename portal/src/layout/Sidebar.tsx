import { useEffect } from 'react';
import { NavLink } from 'react-router';
import { styled, css } from 'styled-components';
import { theme } from '../ui/theme';
import { Icon } from './icons';
import type { SidebarItem } from './navEntries';
import type { SidebarMode } from './sidebarMode';

const Aside = styled.aside<{ $drawer?: { open: boolean } }>`
  position: sticky;
  top: ${theme.topBarHeight};
  flex: 0 0 var(--sidebar-width);
  width: var(--sidebar-width);
  height: calc(100vh - ${theme.topBarHeight});
  overflow-x: hidden;
  overflow-y: auto;
  background: ${theme.navy};
  transition: width 160ms ease, flex-basis 160ms ease;

  ${({ $drawer }) => $drawer && css`
    /* Phone: a drawer over the page, under the top bar; closed it is out of view and out of the tab order. */
    position: fixed;
    left: 0;
    z-index: 30;
    flex: none;
    width: min(${theme.sidebarFull}, 85vw);
    transform: translateX(${$drawer.open ? '0' : '-100%'});
    visibility: ${$drawer.open ? 'visible' : 'hidden'};
    box-shadow: ${$drawer.open ? '0 12px 32px rgba(15, 27, 51, 0.35)' : 'none'};
    transition: transform 180ms ease, visibility 180ms;
  `}
`;

const Backdrop = styled.div`
  position: fixed;
  inset: ${theme.topBarHeight} 0 0 0;
  z-index: 25;
  background: rgba(15, 27, 51, 0.45);
`;

const Heading = styled.div<{ $mode: SidebarMode }>`
  padding: 20px 24px 8px;
  font-size: 11px;
  font-weight: 600;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: #8a9ab5;
  visibility: ${({ $mode }) => ($mode === 'fixed' ? 'visible' : 'hidden')};
  white-space: nowrap;
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0 12px 16px;
`;

const Item = styled(NavLink)<{ $mode: SidebarMode }>`
  display: flex;
  align-items: center;
  gap: 12px;
  height: 40px;
  margin: 2px 0;
  padding: 0 ${({ $mode }) => ($mode === 'fixed' ? '12px' : '0')};
  justify-content: ${({ $mode }) => ($mode === 'fixed' ? 'flex-start' : 'center')};
  border-radius: 8px;
  color: ${theme.navyText};
  font-weight: 500;
  text-decoration: none;
  white-space: nowrap;
  transition: background 120ms ease, color 120ms ease;

  svg { flex: 0 0 auto; }

  &:hover { background: ${theme.navyHover}; color: #fff; }

  &.active {
    background: ${theme.navyActive};
    color: #fff;
    box-shadow: inset 3px 0 0 #60a5fa;
  }
  &.active svg { color: #60a5fa; }
`;

const Label = styled.span<{ $mode: SidebarMode }>`
  display: ${({ $mode }) => ($mode === 'fixed' ? 'inline' : 'none')};
  overflow: hidden;
  text-overflow: ellipsis;
`;

export interface SidebarProps {
  items: SidebarItem[];
  mode: SidebarMode;
  /** Phone widths: the sidebar is a drawer, open or closed. */
  drawer?: { open: boolean; onClose: () => void };
}

/** Starts downloading the screen behind a link about to be followed; a failure shows when the screen itself loads. */
function preload(item: SidebarItem) {
  item.preload?.().catch(() => undefined);
}

export function Sidebar({ items, mode, drawer }: SidebarProps) {
  const open = Boolean(drawer?.open);
  const onClose = drawer?.onClose;
  useEffect(() => {
    if (!open || !onClose) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  return (
    <>
      {open ? <Backdrop data-testid="sidebar-backdrop" onClick={onClose} /> : null}
      <Aside id="main-navigation" aria-label="Main navigation" data-mode={drawer ? 'drawer' : mode} $drawer={drawer ? { open } : undefined}>
      <Heading $mode={mode} aria-hidden="true">
        Menu
      </Heading>
      <nav>
        <List>
          {items.map((item) => (
            <li key={item.path}>
              <Item
                to={item.path}
                // An entry whose path starts another entry's ('/offers' and '/offers/rawData') lights up on its own page only.
                end={item.path === '/' || items.some((other) => other.path.startsWith(`${item.path}/`))}
                $mode={mode}
                title={mode === 'condensed' ? item.label : undefined}
                aria-label={mode === 'condensed' ? item.label : undefined}
                onMouseEnter={() => preload(item)}
                onFocus={() => preload(item)}
              >
                <Icon name={item.icon} />
                <Label $mode={mode}>{item.label}</Label>
              </Item>
            </li>
          ))}
        </List>
      </nav>
      </Aside>
    </>
  );
}
