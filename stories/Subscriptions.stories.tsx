import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Subscriptions } from '@insights/widgets';
import type { FakeReply } from '../widgets/core/testing/fakeFetch';
import { fixtureSession, notificationSettingsFixture, subscribedCompaniesFixture, NotificationStoryProvider } from './fixtures/notifications';

const base = `/api/client/${fixtureSession.clientId}/user`;
const routes = (settings: FakeReply, companies: FakeReply): Record<string, FakeReply> => ({
  [`GET ${base}/notification-settings`]: settings,
  [`GET ${base}/subscribed-companies`]: companies,
  [`POST ${base}/notification-settings`]: { body: { data: 'Notification settings saved successfully.' }, delayMs: 100 },
});

const meta = {
  title: 'Settings/Subscriptions',
  component: Subscriptions,
  parameters: {
    provider: false,
    docs: { description: { component: 'Settings → Subscriptions: notification settings (Email, Web, expiry alert days) and the Subscribed Companies table.' } },
  },
  decorators: [
    (Story, ctx) => (
      <NotificationStoryProvider
        session={fixtureSession}
        routes={routes(ctx.parameters.settings ?? { body: notificationSettingsFixture }, ctx.parameters.companies ?? { body: subscribedCompaniesFixture })}
      >
        <Story />
      </NotificationStoryProvider>
    ),
  ],
} satisfies Meta<typeof Subscriptions>;

export default meta;
type Story = StoryObj<typeof meta>;

const days = (canvas: ReturnType<typeof within>) => canvas.findByRole('spinbutton', { name: 'Expiry License alerts days before.' });

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await days(canvas)).toHaveValue(30);
    await expect(canvas.getByRole('checkbox', { name: 'Email' })).toBeChecked();
    await expect(await canvas.findByRole('link', { name: 'Lone Star Power LLC' })).toHaveAttribute('href', `/companies/${subscribedCompaniesFixture[2].companyId}`);
    await expect(canvas.getByRole('link', { name: 'Subscriptions' })).toHaveAttribute('aria-current', 'page');
    // The e-mail digest (issue 23): Off until chosen.
    await expect(canvas.getByRole('combobox', { name: /E-mail digest/ })).toHaveValue('off');
  },
};

export const ChannelsOff: Story = {
  parameters: { settings: { body: { ...notificationSettingsFixture, allowEmail: false, allowWeb: false } }, companies: { body: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await days(canvas)).toBeDisabled();
    await expect(await canvas.findByText('No data found')).toBeVisible();
  },
};

export const Validation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await days(canvas);
    await userEvent.clear(input);
    await userEvent.type(input, '101');
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Value must not exceed 100'));
  },
};

export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await days(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(await canvas.findByText('Notification settings saved successfully.')).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { settings: { status: 500, body: { message: 'Settings are temporarily unavailable.' } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Settings are temporarily unavailable.')).toBeVisible();
  },
};

/** The form's room while the settings load: bars where its rows will be. */
export const Loading: Story = {
  parameters: { settings: { never: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', { name: 'Loading notification settings' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('button', { name: 'Save Changes' })).toBeNull();
  },
};

/** The settings arrive into the room their loading state kept: Subscribed Companies does not move (no layout shift). */
export const ArrivesInPlace: Story = {
  parameters: { settings: { body: notificationSettingsFixture, delayMs: 600 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const below = canvas.getByRole('heading', { name: 'Subscribed Companies' });
    await expect(canvas.getByRole('status', { name: 'Loading notification settings' })).toBeVisible();
    const before = below.getBoundingClientRect().top;
    await days(canvas);
    await expect(Math.abs(below.getBoundingClientRect().top - before)).toBeLessThanOrEqual(2);
  },
};
