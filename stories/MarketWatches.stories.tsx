import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MarketWatches } from '@insights/widgets';
import type { FakeReply } from '../widgets/core/testing/fakeFetch';
import { fixtureSession, NotificationStoryProvider } from './fixtures/notifications';
import { marketWatchRoutes } from './fixtures/marketWatches';

const meta = {
  title: 'Settings/Market Watches',
  component: MarketWatches,
  parameters: {
    provider: false,
    docs: { description: { component: 'Settings → Subscriptions → Market Watches: license events of any company in chosen states, commodity and license type.' } },
  },
  decorators: [
    (Story, ctx) => (
      <NotificationStoryProvider session={fixtureSession} routes={marketWatchRoutes(ctx.parameters.list as FakeReply | undefined)}>
        <Story />
      </NotificationStoryProvider>
    ),
  ],
} satisfies Meta<typeof MarketWatches>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Market Watches' });
    await expect(await within(table).findByRole('cell', { name: 'OH, PA' })).toBeVisible();
    await expect(within(table).getByRole('cell', { name: 'Electric and Natural Gas' })).toBeVisible();
    await expect(within(table).getByRole('cell', { name: 'New, Renewal, Expiry' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit watch TX' })).toBeEnabled();
  },
};

export const Empty: Story = {
  parameters: { list: { body: [] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/No market watches yet/)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { list: { never: true } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading' })).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('button', { name: 'Add Market Watch' })).toBeDisabled();
  },
};

export const LoadError: Story = {
  parameters: { list: { status: 500, body: { message: 'Market watches are temporarily unavailable.' } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Market watches are temporarily unavailable.')).toBeVisible();
  },
};

export const AddForm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add Market Watch' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Add Market Watch' });
    const form = within(dialog);
    // Nothing chosen yet: the contract's texts.
    await userEvent.click(form.getByRole('checkbox', { name: 'New' }));
    await userEvent.click(form.getByRole('checkbox', { name: 'Renewal' }));
    await userEvent.click(form.getByRole('checkbox', { name: 'Expiry' }));
    await userEvent.click(form.getByRole('button', { name: 'Save Watch' }));
    await waitFor(() => expect(form.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Choose at least one state.', 'Choose at least one event: New, Renewal or Expiry.']));
    await userEvent.click(await form.findByRole('checkbox', { name: 'Texas' }));
    await userEvent.click(form.getByRole('checkbox', { name: 'New' }));
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Commodity' }), 'Electric');
  },
};
