import { NavLink } from 'react-router';
import styled from 'styled-components';
import { theme } from '../ui/theme';
import { Icon } from './icons';
import type { SidebarItem } from './navEntries';
import type { SidebarMode } from './sidebarMode';

const Aside = styled.aside`
  position: sticky;
  top: ${theme.topBarHeight};
  flex: 0 0 var(--sidebar-width);
  width: var(--sidebar-width);
  height: calc(100vh - ${theme.topBarHeight});
  overflow-x: hidden;
  overflow-y: auto;
  background: ${theme.navy};
  transition: width 160ms ease, flex-basis 160ms ease;
`;

const Heading = styled.div<{ $mode: SidebarMode }>`
  padding: 20px 24px 8px;
  font-size: 11px;
  font-weight: 600;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: #6d7d99;
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

export function Sidebar({ items, mode }: { items: SidebarItem[]; mode: SidebarMode }) {
  return (
    <Aside aria-label="Main navigation" data-mode={mode}>
      <Heading $mode={mode} aria-hidden="true">
        Menu
      </Heading>
      <nav>
        <List>
          {items.map((item) => (
            <li key={item.path}>
              <Item
                to={item.path}
                end={item.path === '/'}
                $mode={mode}
                title={mode === 'condensed' ? item.label : undefined}
                aria-label={mode === 'condensed' ? item.label : undefined}
              >
                <Icon name={item.icon} />
                <Label $mode={mode}>{item.label}</Label>
              </Item>
            </li>
          ))}
        </List>
      </nav>
    </Aside>
  );
}
