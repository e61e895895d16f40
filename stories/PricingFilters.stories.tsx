import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PricingFilters } from '@insights/widgets';
import { withPricing } from './fixtures/pricingProvider';

const meta = {
  title: 'Pricing/PricingFilters',
  component: PricingFilters,
  decorators: [withPricing],
  parameters: {
    provider: false,
    docs: { description: { component: 'Market, Geography, Load Characteristics and Pricing Parameters with the cascade of spec 2 §4.' } },
  },
} satisfies Meta<typeof PricingFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** ERCOT is the default; Texas, its only state, is selected by itself and Load Profile replaces Rate Class. */
export const Texas: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const section of ['Market', 'Geography', 'Load Characteristics', 'Pricing Parameters']) {
      await expect(canvas.getByRole('group', { name: section })).toBeVisible();
    }
    await waitFor(() => expect(canvas.getByRole('button', { name: 'ERCOT' })).toHaveAttribute('aria-pressed', 'true'), { timeout: 8000 });
    await waitFor(() => expect(canvas.getByLabelText('State')).toHaveValue('TX'), { timeout: 8000 });
    await waitFor(() => expect(canvas.getByLabelText('Load Profile')).toBeEnabled(), { timeout: 8000 });
    await expect(canvas.queryByLabelText('Rate Class')).toBeNull();
    await expect(canvas.getByLabelText('Load Zone')).toBeVisible();
    await expect(canvas.getByLabelText('Usage From')).toBeVisible();
    // Month selects read 'Any month' when empty (a month input showed '--------- ----').
    await expect(canvas.getByLabelText('Start From')).toHaveDisplayValue('Any month');
    await expect(canvas.getByLabelText('Start To')).toHaveDisplayValue('Any month');
  },
};

/** PJM has two states: nothing is auto-selected; a utility's rate classes load once it is chosen. */
export const Electric: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'PJM' }, { timeout: 8000 }));
    await waitFor(() => expect(canvas.getByLabelText('State')).toBeEnabled(), { timeout: 8000 });
    await expect(canvas.getByLabelText('State')).toHaveValue('');
    await userEvent.selectOptions(canvas.getByLabelText('State'), 'PA');
    await waitFor(() => expect(canvas.getByLabelText('Utility')).toBeEnabled(), { timeout: 8000 });
    await userEvent.selectOptions(canvas.getByLabelText('Utility'), 'PECO Energy');
    await waitFor(() => expect(within(canvas.getByLabelText('Rate Class')).getByText('Residential (RS)')).toBeInTheDocument(), { timeout: 8000 });
    await expect(canvas.getByLabelText('Load Zone')).toBeVisible();
    // One term at a time; the 48-month option is there.
    await userEvent.click(canvas.getByRole('radio', { name: '12 Months' }));
    await userEvent.click(canvas.getByRole('radio', { name: '48 Months' }));
    await expect(canvas.getByRole('radio', { name: '48 Months' })).toHaveAttribute('aria-checked', 'true');
    await expect(canvas.getByRole('radio', { name: '12 Months' })).toHaveAttribute('aria-checked', 'false');
  },
};

/** A gas market: no Load Zone. */
export const Gas: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Chicago Citygate' }, { timeout: 8000 }));
    await waitFor(() => expect(canvas.getByLabelText('State')).toHaveValue('IL'), { timeout: 8000 });
    await expect(canvas.queryByLabelText('Load Zone')).toBeNull();
    await expect(canvas.getByLabelText('Rate Class')).toBeVisible();
  },
};

export const Validation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Usage From'), '-1');
    await expect(canvas.getByText('Usage From must be 0 or greater')).toBeVisible();
    await userEvent.clear(canvas.getByLabelText('Usage From'));
    await userEvent.type(canvas.getByLabelText('Usage From'), '3000000');
    await expect(canvas.getByText('Maximum usage is 2,000,000')).toBeVisible();
    await userEvent.clear(canvas.getByLabelText('Usage From'));
    await userEvent.type(canvas.getByLabelText('Usage From'), '500');
    await userEvent.type(canvas.getByLabelText('Usage To'), '100');
    await expect(canvas.getByText('Usage From must be less than or equal to Usage To')).toBeVisible();
    await expect(canvas.getByText('Usage To must be greater than or equal to Usage From')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Demand'), '100001');
    await expect(canvas.getByText('Maximum demand is 100,000')).toBeVisible();
  },
};

/** After Apply, chips per section; the market chip has no remove icon; removing a chip clears that filter. */
export const Chips: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByLabelText('State')).toHaveValue('TX'), { timeout: 8000 });
    await userEvent.type(canvas.getByLabelText('Demand'), '250.7');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(await canvas.findByText('Market: ERCOT', {}, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByText('Demand: 250')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Remove Market: ERCOT' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Demand: 250' }));
    await expect(canvas.queryByText('Demand: 250')).toBeNull();
    await expect(canvas.getByLabelText('Demand')).toHaveValue('');
  },
};

/** Another market chosen but not applied: the chips say 'Applied:' and a hint says the change is pending. */
export const PendingChanges: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByLabelText('State')).toHaveValue('TX'), { timeout: 8000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(await canvas.findByText('Market: ERCOT', {}, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByText('Applied:')).toBeVisible();
    await expect(canvas.queryByText('Pending changes: select Apply to update the charts')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'PJM' }));
    await expect(await canvas.findByText('Pending changes: select Apply to update the charts')).toBeVisible();
    await expect(canvas.getByText('Market: ERCOT')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(await canvas.findByText('Market: PJM')).toBeVisible();
    await expect(canvas.queryByText('Pending changes: select Apply to update the charts')).toBeNull();
  },
};

/**
 * Effective From / To (spec 2 §5): a calendar whose Mondays and days after today are disabled; arrows move over the
 * allowed days, Enter picks and Esc closes, focus going back to the calendar button; typed text meets the same rules.
 */
export const EffectiveDates: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Effective From' });
    const opener = canvas.getByRole('button', { name: 'Choose Effective From' });
    await userEvent.click(opener);
    const calendar = await canvas.findByRole('dialog', { name: 'Choose Effective From' });
    const today = new Date();
    const iso = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    const cells = [...calendar.querySelectorAll<HTMLElement>('td[data-day]')];
    await expect(cells.length).toBeGreaterThan(27);
    for (const cell of cells) {
      const [y, m, d] = cell.dataset.day!.split('-').map(Number);
      const day = new Date(y, m - 1, d);
      const refused = day.getDay() === 1 || iso(day) > iso(today);
      await expect(cell.hasAttribute('data-disabled')).toBe(refused);
    }
    // A focused day moves with the arrows, never onto a disabled one; Enter picks it.
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowUp}');
    const focused = document.activeElement!.closest('td')!;
    await expect(focused.hasAttribute('data-disabled')).toBe(false);
    const [y, m, d] = focused.dataset.day!.split('-');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(field).toHaveValue(`${m}/${d}/${y}`);
    await expect(opener).toHaveFocus();
    // Esc closes without a pick.
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('dialog', { name: 'Choose Effective From' });
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(opener).toHaveFocus();
    await expect(field).toHaveValue(`${m}/${d}/${y}`);
    // Typed text: not a date, then a Monday.
    await userEvent.clear(field);
    await userEvent.type(field, '02/30/2024{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Enter a date as mm/dd/yyyy.');
    const monday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - ((today.getDay() + 6) % 7));
    const mondayText = `${String(monday.getMonth() + 1).padStart(2, '0')}/${String(monday.getDate()).padStart(2, '0')}/${monday.getFullYear()}`;
    await userEvent.clear(field);
    await userEvent.type(field, `${mondayText}{Enter}`);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Mondays cannot be selected.');
  },
};

export const NoMarkets: Story = {
  parameters: { pricing: 'noMarkets' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No markets available', {}, { timeout: 8000 })).toBeVisible();
  },
};
