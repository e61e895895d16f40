import { styled } from 'styled-components';
import { useEffect, useRef, type ReactNode } from 'react';
import { useInsights } from '../../core/config/context';
import { EmptyState } from '../../core/ui/EmptyState';
import { TabNav } from '../../core/ui/TabNav';
import { WidgetFrame } from '../../core/ui/WidgetFrame';
import { SettingsFrameContext } from '../shared/settingsFrame';
import { resolveSection, resolveTab, subscriptionsSections, visibleTabs, type SettingsTab, type SubscriptionsSection } from './tabs';
import { withHostEvents } from '../../core/events/withHostEvents';
import { useReportReady } from '../../core/events/useReportReady';

const Title = styled.h1`
  margin: 0 0 12px;
  font-size: 22px;
  font-weight: 600;
  letter-spacing: -0.01em;
`;

const Scroll = styled.div`
  /* On a phone the four tabs scroll sideways instead of widening the page; positioned so tab offsets are relative to it. */
  position: relative;
  overflow-x: auto;
  nav ul {
    width: max-content;
  }
  nav a {
    white-space: nowrap;
  }
`;

export interface SettingsTabsProps {
  /** subscriptions (default) | users | integrations | superadmin. */
  tab?: SettingsTab | string;
  /** Within Subscriptions: `subscriptions` (default: follows, digest, market watches) or `prices` (Price Watches). */
  section?: SubscriptionsSection | string;
  /**
   * The tab's content: the Users, Subscriptions or SuperAdmin widget. As a custom element, the element's children
   * (e.g. <insights-users-admin>) show in place of this.
   */
  children?: ReactNode;
  className?: string;
}

/** Settings (spec 2 §2): the title, the tabs the user may see (each holding something), and the chosen tab. */
export const SettingsTabs = withHostEvents('insights-settings', function SettingsTabs({ tab, section, children, className }: SettingsTabsProps) {
  const { session, routes } = useInsights();
  const current = resolveTab(tab);
  const tabs = visibleTabs(session, routes);
  // The tabs are all it draws itself (the tab's own element reports its data): on screen once rendered.
  useReportReady(true);
  const allowed = tabs.some((entry) => entry.key === current);
  // On a narrow screen the chosen tab may sit beyond the edge of the strip: bring it into view. Read in the next
  // animation frame, before that frame's paint: read during the commit, the sizes forced a layout of the whole page
  // inside React's task (30 ms of the Subscriptions tab's load under Lighthouse).
  const strip = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const box = strip.current;
      const tab = box?.querySelector<HTMLElement>('[aria-current="page"]');
      if (!box || !tab) return;
      const overflow = tab.offsetLeft + tab.offsetWidth - (box.scrollLeft + box.clientWidth);
      if (overflow > 0) box.scrollLeft += overflow;
    });
    return () => cancelAnimationFrame(frame);
  }, [current]);

  return (
    <WidgetFrame label="Settings" className={className}>
      <Title part="header">Settings</Title>
      <Scroll ref={strip}>
        <TabNav label="Settings" items={tabs.map((entry) => ({ label: entry.label, href: entry.href, current: entry.key === current }))} />
      </Scroll>
      {allowed && current === 'subscriptions' && (
        <TabNav
          label="Subscriptions"
          small
          items={subscriptionsSections(routes).map((entry) => ({ label: entry.label, href: entry.href, current: entry.key === resolveSection(section) }))}
        />
      )}
      {!allowed ? (
        <EmptyState
          title="Not enough Access!"
          description="It seems you are not authorized to access this functionality. Contact your administrator if you think you need elevated access."
        />
      ) : (
        <SettingsFrameContext.Provider value>{children ?? <slot />}</SettingsFrameContext.Provider>
      )}
    </WidgetFrame>
  );
});
