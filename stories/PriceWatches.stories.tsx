import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PriceWatches } from '@insights/widgets';
import type { Session } from '../contract/claims';
import type { FakeReply } from '../widgets/core/testing/fakeFetch';
import { fixtureSession, NotificationStoryProvider } from './fixtures/notifications';
import { noOwnSupplierFixture, PRICING_MODULE_REFUSAL, priceWatchRoutes, pricingSession, type PriceWatchScenario } from './fixtures/priceWatches';

const meta = {
  title: 'Settings/Price Watches',
  component: PriceWatches,
  parameters: {
    provider: false,
    docs: {
      description: {
        component:
          "Settings → Subscriptions → Price Watches (issue 61): the user's watches on offers markets — a price at or below, a supplier entering or leaving the top N, a supplier's changes, any change — each rule in plain words; add, edit, delete; and the client's own supplier's rank alerts, on by default. Users with the pricing module only.",
      },
    },
  },
  decorators: [
    (Story, ctx) => (
      <NotificationStoryProvider
        session={(ctx.parameters.session as Session | undefined) ?? pricingSession}
        routes={priceWatchRoutes((ctx.parameters.priceWatches as PriceWatchScenario | undefined) ?? {})}
      >
        <div style={{ maxWidth: 1100 }}>
          <Story />
        </div>
      </NotificationStoryProvider>
    ),
  ],
} satisfies Meta<typeof PriceWatches>;

export default meta;
type Story = StoryObj<typeof meta>;

const scenario = (s: PriceWatchScenario) => ({ priceWatches: s });

/** Three watches: each rule in plain words, prices as the market writes them, when each last told the user. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Price Watches' });
    await expect(await within(table).findByText('Cheap 12-month fixed in Oncor')).toBeVisible();
    await expect(within(table).getByText('An offer (12 months Fixed) at or below 9.5¢/kWh')).toBeVisible();
    await expect(within(table).getByText('GEXA ENERGY LP enters or leaves the top 3')).toBeVisible();
    await expect(within(table).getByText('RHYTHM OPS LLC posts, withdraws or reprices an offer by at least 2%')).toBeVisible();
    await expect(within(table).getByText('Columbia Gas of Ohio (OH), Natural Gas')).toBeVisible();
    await expect(within(table).getByText('Not yet')).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Rank changes of GEXA ENERGY LP' })).toBeChecked();
  },
};

export const Loading: Story = {
  parameters: scenario({ list: { never: true }, ownSupplier: { never: true } }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading' })).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('button', { name: 'Add Price Watch' })).toBeDisabled();
  },
};

export const Empty: Story = {
  parameters: scenario({ list: { body: [] }, ownSupplier: { body: noOwnSupplierFixture } }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/No price watches yet/)).toBeVisible();
    // No supplier company of its own: nothing to switch.
    await expect(within(canvasElement).queryByRole('switch')).toBeNull();
  },
};

export const LoadError: Story = {
  parameters: scenario({ list: { status: 500, body: { message: 'Price watches are temporarily unavailable.' } } }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Price watches are temporarily unavailable.')).toBeVisible();
  },
};

/** A member without the pricing module: the tab says why it holds nothing (the server would answer 403). */
export const NoPricingModule: Story = {
  parameters: { session: fixtureSession },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Price watches need the pricing module.')).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: 'Add Price Watch' })).toBeNull();
  },
};

/** The session says pricing, the server says no (modules changed since sign-in): the same explanation. */
export const RefusedByServer: Story = {
  parameters: scenario({ list: PRICING_MODULE_REFUSAL as FakeReply, ownSupplier: PRICING_MODULE_REFUSAL as FakeReply }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Price watches need the pricing module.')).toBeVisible();
  },
};

export const OwnSupplierOff: Story = {
  parameters: scenario({ ownSupplier: { body: { ...noOwnSupplierFixture, company: { companyId: '6d1f0c4e-3b8a-4f6e-9a51-000000000312', companyName: 'GEXA ENERGY LP' }, rankedMarkets: 1, enabled: false } } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('switch', { name: 'Rank changes of GEXA ENERGY LP' });
    await expect(toggle).not.toBeChecked();
    await expect(canvas.getByText('Ranked in 1 market of the latest offers.')).toBeVisible();
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
  },
};

async function openAdd(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const add = await canvas.findByRole('button', { name: 'Add Price Watch' });
  // Enabled once the list is in (the limit is known).
  await waitFor(() => expect(add).toBeEnabled());
  await userEvent.click(add);
  const dialog = within(await canvas.findByRole('dialog', { name: 'Add Price Watch' }));
  const market = dialog.getByRole('combobox', { name: 'Market' });
  await waitFor(() => expect(within(market).getAllByRole('option').length).toBeGreaterThan(1));
  return dialog;
}

/** Nothing chosen: the contract's messages, each under its field; then a market and a price in ¢/kWh. */
export const FormPriceAtOrBelow: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Remove rule 1: Any change' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save Watch' }));
    await waitFor(() => expect(dialog.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Choose a utility.', 'Add at least one rule.']));
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Market' }), 'TX|ONCOR ELECTRIC DELIVERY COMPANY|Electric|Residential');
    await userEvent.click(dialog.getByRole('button', { name: '+ Price at or below' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Price (¢/kWh)' }), '9.5');
    await waitFor(() => expect(within(dialog.getByRole('combobox', { name: 'Term' })).getAllByRole('option').length).toBeGreaterThan(1));
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Term' }), '12');
  },
};

/** A supplier's rank: the supplier picker lists the market's suppliers that are companies. */
export const FormRank: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Market' }), 'TX|ONCOR ELECTRIC DELIVERY COMPANY|Electric|Residential');
    await userEvent.click(dialog.getByRole('button', { name: 'Remove rule 1: Any change' }));
    await userEvent.click(dialog.getByRole('button', { name: '+ Rank in the top' }));
    const supplier = dialog.getByRole('combobox', { name: 'Supplier' });
    await waitFor(() => expect(within(supplier).getByRole('option', { name: 'GEXA ENERGY LP' })).toBeInTheDocument());
    await userEvent.selectOptions(supplier, 'GEXA ENERGY LP');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'When it' }), 'enters');
    await expect(dialog.getByRole('textbox', { name: 'Top' })).toHaveValue('3');
  },
};

/** A supplier's changes, by at least a share; an out-of-range share is refused under its field. */
export const FormSupplierChange: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Market' }), 'TX|ONCOR ELECTRIC DELIVERY COMPANY|Electric|Residential');
    await userEvent.click(dialog.getByRole('button', { name: 'Remove rule 1: Any change' }));
    await userEvent.click(dialog.getByRole('button', { name: '+ Supplier changes' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Minimum change (%)' }), '150');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Watch' }));
    await waitFor(() => expect(dialog.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Choose a supplier.', 'Minimum change must be a number from 0 to 100.']));
  },
};

/** Any change: no field to fill; a gas market's prices are typed in dollars. */
export const FormAnyChange: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Market' }), 'OH|COLUMBIA GAS OF OHIO|Natural Gas|Residential');
    await expect(dialog.getByText(/Every offer of the market posted, withdrawn or repriced/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '+ Price at or below' }));
    await expect(dialog.getByRole('textbox', { name: 'Price ($/Ccf)' })).toBeVisible();
  },
};

/** Editing a watch: its values in the form, the price back in ¢/kWh. */
export const EditForm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit price watch Cheap 12-month fixed in Oncor' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Edit Price Watch' }));
    await waitFor(() => expect(dialog.getByRole('textbox', { name: 'Price (¢/kWh)' })).toHaveValue('9.5'));
    await expect(dialog.getByRole('textbox', { name: 'Name (optional)' })).toHaveValue('Cheap 12-month fixed in Oncor');
  },
};

export const DeleteConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete price watch Oncor Electric Delivery Company (TX)' }));
    await expect(await canvas.findByText('Are you sure you want to delete the price watch Oncor Electric Delivery Company (TX)?')).toBeVisible();
  },
};
