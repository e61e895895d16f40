import { styled } from 'styled-components';
import { InsightsLink } from '../config/links';
import { t } from './tokens';

const Nav = styled.nav`
  margin-bottom: 20px;
  border-bottom: 1px solid ${t.border};
  ul {
    display: flex;
    gap: 4px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Tab = styled(InsightsLink)<{ $current: boolean }>`
  display: inline-block;
  padding: 8px 14px;
  border-bottom: 2px solid ${(p) => (p.$current ? t.primary : 'transparent')};
  margin-bottom: -1px;
  color: ${(p) => (p.$current ? t.primary : t.muted)};
  font-weight: ${(p) => (p.$current ? 600 : 500)};
  text-decoration: none;
  &:hover {
    color: ${t.text};
  }
  &:focus-visible {
    outline: 2px solid ${t.primary};
    outline-offset: -2px;
  }
`;

export interface TabNavItem {
  label: string;
  /** App path. */
  href: string;
  current?: boolean;
}

/** Tabs that are links (each tab is its own URL, e.g. the Settings tabs). */
export function TabNav({ label, items }: { label: string; items: TabNavItem[] }) {
  return (
    <Nav aria-label={label}>
      <ul>
        {items.map((item) => (
          <li key={item.href}>
            <Tab href={item.href} $current={Boolean(item.current)} aria-current={item.current ? 'page' : undefined}>
              {item.label}
            </Tab>
          </li>
        ))}
      </ul>
    </Nav>
  );
}
