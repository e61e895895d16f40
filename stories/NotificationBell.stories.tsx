import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { NotificationBell } from '@insights/widgets';
import { createFakeHubClient, type FakeHubClient } from '../widgets/core/realtime/fakeHubClient';
import { setHubClientFactory } from '../widgets/core/realtime/notificationHub';
import { signalrClientFactory } from '../widgets/core/realtime/hubClient';
import { maskedUnreadFixture, notificationFixtures, unreadFixture, NotificationStoryProvider } from './fixtures/notifications';
import { priceNoticeFixtures } from './fixtures/priceWatches';

let hub: FakeHubClient;
const withFakeHub = (reply: Parameters<typeof createFakeHubClient>[0], opts?: Parameters<typeof createFakeHubClient>[1]) => () => {
  hub = createFakeHubClient(reply, opts);
  setHubClientFactory(hub.factory);
  return () => void setHubClientFactory(signalrClientFactory);
};

const meta = {
  title: 'Notifications/NotificationBell',
  component: NotificationBell,
  parameters: {
    provider: false,
    layout: 'centered',
    docs: { description: { component: 'Top-bar bell: unread count and the latest unread notifications, live over the shared realtime connection.' } },
  },
  decorators: [
    (Story) => (
      <NotificationStoryProvider routes={{ 'POST /api/Notification/Mark': { body: { data: 1 } } }}>
        <div style={{ minHeight: 460, minWidth: 420, display: 'flex', justifyContent: 'flex-end' }}>
          <Story />
        </div>
      </NotificationStoryProvider>
    ),
  ],
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unread: Story = {
  beforeEach: withFakeHub(unreadFixture),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Notifications, 2 unread' }));
    const panel = await canvas.findByRole('region', { name: 'Unread notifications' });
    const items = within(panel).getAllByRole('listitem');
    await expect(items[0].firstElementChild).toHaveTextContent('New License PUCT-10482 has been registered for Lone Star Power LLC on 11/20/2026');
    await expect(getComputedStyle(items[0]).fontWeight).toBe('600');
    await expect(within(items[0]).getByRole('link', { name: 'Lone Star Power LLC' })).toHaveAttribute('href', '/companies/c0000000-0000-4000-8000-000000000001');
    await expect(within(panel).getByRole('link', { name: 'View all notifications' })).toHaveAttribute('href', '/notifications');
  },
};

/**
 * A user without premium data (member@contoso.test): the server sends no license number or date, so those places of
 * the sentence are blurred placeholders, as on every company screen; the company link stays.
 */
export const WithoutPremiumData: Story = {
  beforeEach: withFakeHub(maskedUnreadFixture),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Notifications, 2 unread' }));
    const panel = await canvas.findByRole('region', { name: 'Unread notifications' });
    const first = within(panel).getAllByRole('listitem')[0];
    await expect(within(first).getAllByRole('img', { name: 'Premium data hidden' })).toHaveLength(2);
    await expect(first).not.toHaveTextContent('PUCT-10482');
    await expect(first).not.toHaveTextContent('11/20/2026');
    await expect(first).toHaveTextContent(/^New License .+ has been registered for Lone Star Power LLC on /);
    await expect(within(first).getByRole('link', { name: 'Lone Star Power LLC' })).toBeVisible();
  },
};

export const NothingUnread: Story = {
  beforeEach: withFakeHub({ total: 0, notifications: [] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Notifications' }));
    await expect(await canvas.findByText('No unread notifications')).toBeVisible();
  },
};

/** A NotificationReceive push arrives while the page is open. */
export const LivePush: Story = {
  beforeEach: withFakeHub(unreadFixture),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Notifications, 2 unread' });
    hub.push({ ...notificationFixtures[3], id: 300, isRead: false });
    await userEvent.click(await canvas.findByRole('button', { name: 'Notifications, 3 unread' }));
    await waitFor(() => expect(canvas.getByText(/a company you are following/)).toBeVisible());
  },
};

export const Connecting: Story = {
  beforeEach: withFakeHub(unreadFixture, { neverConnect: true }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Notifications' })).toBeVisible();
  },
};

/**
 * Issue 61: price watches' notices beside a license event — the Prices label, one sentence per line, and a link to
 * the market on Offers (a summary of many changes links to What changed between the two snapshots).
 */
export const PriceNotifications: Story = {
  beforeEach: withFakeHub({ total: 3, notifications: [...priceNoticeFixtures, unreadFixture.notifications[0]] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Notifications, 3 unread' }));
    const panel = await canvas.findByRole('region', { name: 'Unread notifications' });
    const [two, summary, license] = within(panel).getAllByRole('listitem');
    await expect(two).toHaveTextContent(/^PricesGEXA ENERGY LP entered the top 3 in Oncor Electric Delivery Company \(TX\): #2 at 9\.1¢\/kWhRHYTHM OPS LLC offers/);
    await expect(within(two).getByRole('link', { name: 'View offers in Oncor Electric Delivery Company (TX)' })).toHaveAttribute('href', expect.stringContaining('/offers?state=TX'));
    await expect(within(summary).getByRole('link', { name: 'See what changed in Oncor Electric Delivery Company (TX)' })).toHaveAttribute('href', expect.stringContaining('view=changes&from=2026-01-05&to=2026-01-09'));
    await expect(license.firstElementChild).toHaveTextContent('New License PUCT-10482 has been registered for Lone Star Power LLC on 11/20/2026');
  },
};
