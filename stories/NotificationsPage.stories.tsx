import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { NotificationsPage } from '@insights/widgets';
import type { FakeReply } from '../widgets/core/testing/fakeFetch';
import { priceNoticeFixtures } from './fixtures/priceWatches';
import { emptyNotificationsReply, maskedNotificationsPageReply, notificationFixtures, notificationsPageReply, NotificationStoryProvider } from './fixtures/notifications';

const GET_ALL = 'POST /api/Notification/GetAll';
const routes = (getAll: FakeReply): Record<string, FakeReply> => ({
  [GET_ALL]: getAll,
  'POST /api/Notification/Mark': { body: { data: 1 } },
  'POST /api/Notification/Remove': { body: { data: 1 } },
});

const meta = {
  title: 'Notifications/NotificationsPage',
  component: NotificationsPage,
  parameters: {
    provider: false,
    docs: { description: { component: "The /notifications page: search popup, Date and Description table, paging, and the 'Message Content' popup." } },
  },
  decorators: [(Story, ctx) => <NotificationStoryProvider routes={routes(ctx.parameters.getAll ?? { body: notificationsPageReply })}><Story /></NotificationStoryProvider>],
} satisfies Meta<typeof NotificationsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: `View unread message: ${notificationFixtures[0].message}` })).toBeVisible();
    // The description links the company, as the bell does.
    const table = canvas.getByRole('table', { name: 'Notifications' });
    await expect(within(table).getAllByRole('link', { name: 'Lone Star Power LLC' })[0]).toHaveAttribute('href', expect.stringContaining(`/companies/${notificationFixtures[0].companyId}`));
    await expect(canvas.getByRole('heading', { name: /Notifications/ })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: /Date/ })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: /Description/ })).toBeVisible();
  },
};

/** A user without premium data: license numbers and dates are blurred placeholders in every row (the server sent none). */
export const WithoutPremiumData: Story = {
  parameters: { getAll: { body: maskedNotificationsPageReply } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Notifications' });
    await waitFor(() => expect(within(table).getAllByRole('img', { name: 'Premium data hidden' }).length).toBeGreaterThanOrEqual(4));
    await expect(table).not.toHaveTextContent('PUCT-10482');
    await expect(within(table).getAllByRole('link', { name: 'Lone Star Power LLC' })[0]).toBeVisible();
  },
};

/**
 * A phone (390 px window, 358 px inside the portal's padding): below 600 px the rows are cards (issue 25), the message
 * whole on its first line, the other columns as label: value pairs, View and Remove on the card, the date order in a Sort by control; nothing is wider than the box.
 */
export const Phone: Story = {
  decorators: [(Story) => <div data-testid="phone-box" style={{ width: 358 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByTestId('phone-box');
    await expect(await canvas.findByRole('button', { name: `View unread message: ${notificationFixtures[0].message}` })).toBeVisible();
    await expect(canvas.getByLabelText('Sort order')).toHaveValue('desc');
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  },
};

export const Empty: Story = {
  parameters: { getAll: { body: emptyNotificationsReply } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No Data Found')).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { getAll: { status: 500, body: { message: 'Notifications are temporarily unavailable.' } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Notifications are temporarily unavailable.')).toBeVisible();
  },
};

export const MessageContent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: `View unread message: ${notificationFixtures[0].message}` }));
    const dialog = await canvas.findByRole('dialog', { name: 'Message Content' });
    await expect(within(dialog).getByRole('link', { name: 'Lone Star Power LLC' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

export const SearchPopup: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: `View unread message: ${notificationFixtures[0].message}` });
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Search' });
    for (const label of ['Search', 'Date From', 'Date To']) await expect(within(dialog).getByLabelText(label)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Reset' })).toBeVisible();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Search' })).toBeVisible());
  },
};

/**
 * Issue 61: the Prices filter asks the server for price notices only (`category: 'Prices'`); they show their label,
 * their sentences one per line and the market's link.
 */
export const PricesFilter: Story = {
  parameters: {
    getAll: async (request: Request) => {
      const body = (await request.json()) as { category?: string };
      const records = body.category === 'Prices' ? priceNoticeFixtures : [...priceNoticeFixtures, ...notificationFixtures];
      return { body: { data: { records, total: records.length } } };
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Notifications' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(7));
    await userEvent.click(canvas.getByRole('button', { name: 'Prices' }));
    await expect(canvas.getByRole('button', { name: 'Prices' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    await expect(within(table).getByRole('link', { name: 'See what changed in Oncor Electric Delivery Company (TX)' })).toBeVisible();
  },
};
