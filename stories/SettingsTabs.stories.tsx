import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AddonAccessMatrix, SettingsTabs, Subscriptions, UsersAdmin } from '@insights/widgets';
import { configure } from '@insights/widgets/elements';
import { resetElementConfig } from '../widgets/core/element/configStore';
import { createFakeFetch } from '../widgets/core/testing/fakeFetch';
import { FIXTURE_API_BASE_URL } from './fixtures/fetch';
import { notificationSettingsFixture, subscribedCompaniesFixture } from './fixtures/notifications';
import { adminSession, memberSession, NORTHWIND_CLIENT_ID, superAdminSession, userRoutes, UsersFixtureHost } from './fixtures/users';

const meta = {
  title: 'Settings/SettingsTabs',
  component: SettingsTabs,
  parameters: {
    provider: false,
    docs: {
      description: {
        component:
          "Settings: the tabs each role may see (Subscriptions, Users and Integrations for admins, SuperAdmin Settings for super admins) around the chosen tab's widget. A tab shows only when it holds something, and /settings opens the first.",
      },
    },
  },
} satisfies Meta<typeof SettingsTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

const routes = userRoutes({
  [`GET /api/client/${NORTHWIND_CLIENT_ID}/user/notification-settings`]: { body: notificationSettingsFixture },
  [`GET /api/client/${NORTHWIND_CLIENT_ID}/user/subscribed-companies`]: { body: subscribedCompaniesFixture },
});

const tabNames = (canvas: ReturnType<typeof within>) => within(canvas.getByRole('navigation', { name: 'Settings' })).getAllByRole('link').map((a) => a.textContent);

export const MemberSubscriptions: Story = {
  render: () => (
    <UsersFixtureHost session={memberSession} routes={routes}>
      <SettingsTabs tab="subscriptions">
        <Subscriptions />
      </SettingsTabs>
    </UsersFixtureHost>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(tabNames(canvas)).toEqual(['Subscriptions']);
    await expect(within(canvas.getByRole('navigation', { name: 'Settings' })).getByRole('link', { name: 'Subscriptions' })).toHaveAttribute('aria-current', 'page');
    // Issue 61: Subscriptions' own two tabs, the first chosen.
    const sections = within(canvas.getByRole('navigation', { name: 'Subscriptions' }));
    await expect(sections.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('aria-current')])).toEqual([['Subscriptions', 'page'], ['Price Watches', null]]);
    await expect(sections.getByRole('link', { name: 'Price Watches' })).toHaveAttribute('href', '/settings/subscriptions/prices');
    await expect(await canvas.findByRole('spinbutton', { name: 'Expiry License alerts days before.' })).toHaveValue(30);
    // One title and one tab strip: the Subscriptions widget leaves its own out inside the frame.
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getAllByRole('navigation', { name: 'Settings' })).toHaveLength(1);
  },
};

export const AdminUsers: Story = {
  render: () => (
    <UsersFixtureHost session={adminSession} routes={routes}>
      <SettingsTabs tab="users">
        <UsersAdmin />
      </SettingsTabs>
    </UsersFixtureHost>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(tabNames(canvas)).toEqual(['Subscriptions', 'Users', 'Integrations']);
    await expect(canvas.getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/settings/users');
    await expect(await canvas.findByRole('link', { name: 'member@northwind.test' })).toBeVisible();
  },
};

export const SuperAdminSettings: Story = {
  render: () => (
    <UsersFixtureHost session={superAdminSession} routes={routes}>
      <SettingsTabs tab="superadmin">
        <AddonAccessMatrix />
      </SettingsTabs>
    </UsersFixtureHost>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(tabNames(canvas)).toEqual(['Subscriptions', 'Users', 'Integrations', 'SuperAdmin Settings']);
    await expect(canvas.getByRole('link', { name: 'SuperAdmin Settings' })).toHaveAttribute('aria-current', 'page');
    await expect(await canvas.findByRole('checkbox', { name: 'Pricing for Northwind Energy' })).toBeChecked();
  },
};

/** At 320 px the strip scrolls: the chosen tab, the last one, is brought into view. */
export const NarrowStripShowsTheChosenTab: Story = {
  render: () => (
    <div style={{ width: 320 }}>
      <UsersFixtureHost session={superAdminSession} routes={routes}>
        <SettingsTabs tab="superadmin">
          <AddonAccessMatrix />
        </SettingsTabs>
      </UsersFixtureHost>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tab = canvas.getByRole('link', { name: 'SuperAdmin Settings' });
    const strip = canvas.getByRole('navigation', { name: 'Settings' }).parentElement!;
    await waitFor(() => expect(strip.scrollLeft).toBeGreaterThan(0));
    const [box, shown] = [strip.getBoundingClientRect(), tab.getBoundingClientRect()];
    await expect(shown.right).toBeLessThanOrEqual(box.right + 1);
  },
};

export const TabNotAllowed: Story = {
  render: () => (
    <UsersFixtureHost session={memberSession} routes={routes}>
      <SettingsTabs tab="users">
        <UsersAdmin />
      </SettingsTabs>
    </UsersFixtureHost>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Not enough Access!')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** Markup as an intranet page writes it: the tab's element goes inside <insights-settings> and shows in its slot. */
function NestedElements() {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = host.current!;
    box.innerHTML = '<insights-settings tab="users"><insights-users-admin sync-url="false"></insights-users-admin></insights-settings>';
    return () => {
      box.innerHTML = '';
    };
  }, []);
  return <div ref={host} />;
}

export const CustomElements: Story = {
  parameters: { provider: false },
  beforeEach: () => {
    configure({ apiBaseUrl: FIXTURE_API_BASE_URL, getAccessToken: () => 'storybook-token', portalUrl: '', session: adminSession, fetch: createFakeFetch(routes).fetch });
    return () => resetElementConfig();
  },
  render: () => <NestedElements />,
  play: async ({ canvasElement }) => {
    const upgraded = (selector: string) =>
      waitFor(() => {
        const found = canvasElement.querySelector(selector);
        if (!found?.shadowRoot?.querySelector('section')) throw new globalThis.Error(`${selector} not rendered yet`);
        return found;
      });
    const frame = await upgraded('insights-settings');
    const tabs = within(frame.shadowRoot as unknown as HTMLElement);
    await expect(tabs.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    const slot = frame.shadowRoot!.querySelector('slot')!;
    await expect(slot.assignedElements().map((e) => e.tagName.toLowerCase())).toEqual(['insights-users-admin']);
    const users = await upgraded('insights-users-admin');
    await expect(await within(users.shadowRoot as unknown as HTMLElement).findByRole('link', { name: 'member@northwind.test' })).toBeVisible();
  },
};

/** The element's dialogs are native modal <dialog>s inside its shadow root: top layer, ::backdrop, focus in and back. */
export const CustomElementDialog: Story = {
  name: 'Custom elements: a dialog inside the shadow root',
  parameters: { provider: false },
  beforeEach: CustomElements.beforeEach,
  render: () => <NestedElements />,
  play: async ({ canvasElement }) => {
    const users = await waitFor(() => {
      const found = canvasElement.querySelector('insights-users-admin');
      if (!found?.shadowRoot?.querySelector('section')) throw new globalThis.Error('insights-users-admin not rendered yet');
      return found;
    });
    const root = within(users.shadowRoot as unknown as HTMLElement);
    const opener = await root.findByRole('button', { name: 'Create User' });
    await userEvent.click(opener);
    const dialog = await root.findByRole('dialog', { name: 'Create User' });
    await expect(dialog.matches(':modal')).toBe(true);
    // The shadow root's styles reach the ::backdrop (the dim page behind).
    await expect(getComputedStyle(dialog, '::backdrop').backgroundColor).toBe('rgba(15, 23, 42, 0.45)');
    // showModal() put the focus on the first field, inside the shadow root.
    await waitFor(() => expect(users.shadowRoot!.activeElement).toBe(root.getByLabelText(/Email Address/)));
    // Esc (the browser's cancel event) closes it; the focus goes back to Create User.
    dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(root.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(users.shadowRoot!.activeElement).toBe(opener));
  },
};
