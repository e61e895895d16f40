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

/** The tabs within a tab (Settings → Subscriptions): smaller, on a pill, so the two strips read as two levels. */
const SmallNav = styled(Nav)`
  margin: -8px 0 16px;
  border-bottom: 0;
  ul {
    display: inline-flex;
    padding: 3px;
    border-radius: calc(${t.radius} + 2px);
    background: ${t.surfaceMuted};
  }
`;

const SmallTab = styled(InsightsLink)<{ $current: boolean }>`
  display: inline-block;
  padding: 5px 12px;
  border-radius: ${t.radius};
  background: ${(p) => (p.$current ? t.surface : 'transparent')};
  box-shadow: ${(p) => (p.$current ? '0 1px 2px rgb(15 23 42 / 0.12)' : 'none')};
  color: ${(p) => (p.$current ? t.text : t.muted)};
  font-size: 13px;
  font-weight: ${(p) => (p.$current ? 600 : 500)};
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    color: ${t.text};
  }
  &:focus-visible {
    outline: 2px solid ${t.primary};
    outline-offset: 1px;
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
export function TabNav({ label, items, small = false }: { label: string; items: TabNavItem[]; small?: boolean }) {
  const Strip = small ? SmallNav : Nav;
  const Item = small ? SmallTab : Tab;
  return (
    <Strip aria-label={label}>
      <ul>
        {items.map((item) => (
          <li key={item.href}>
            <Item href={item.href} $current={Boolean(item.current)} aria-current={item.current ? 'page' : undefined}>
              {item.label}
            </Item>
          </li>
        ))}
      </ul>
    </Strip>
  );
}
