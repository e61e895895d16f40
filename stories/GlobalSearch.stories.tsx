import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { GlobalSearch } from '@insights/widgets';
import { CompanyFixtureHost, memberSession } from './fixtures/companies';
import { globalSearchRoutes, type GlobalSearchScenario } from './fixtures/globalSearch';

const meta = {
  title: 'Search/GlobalSearch',
  component: GlobalSearch,
  parameters: {
    provider: false,
    docs: {
      description: {
        component:
          'The top bar\'s company search: name, alias, domain or license number as the user types. Ctrl+K (⌘K) focuses it; arrows, Enter and Escape drive the results.',
      },
    },
  },
  decorators: [
    (Story, context) => (
      <CompanyFixtureHost routes={globalSearchRoutes((context.parameters.scenario ?? 'loaded') as GlobalSearchScenario)} session={memberSession}>
        {/* Room under the field for the results panel. */}
        <div style={{ maxWidth: 480, minHeight: 440 }}>
          <Story />
        </div>
      </CompanyFixtureHost>
    ),
  ],
} satisfies Meta<typeof GlobalSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

const typeInto = async (canvasElement: HTMLElement, text: string) => {
  const canvas = within(canvasElement);
  const box = canvas.getByRole('combobox', { name: 'Find a company' });
  await userEvent.click(box);
  await userEvent.type(box, text);
  return { canvas, box };
};

/** Typed 'north': names first, then companies found by an alias or their domain; ArrowDown moves the highlight. */
export const Loaded: Story = {
  parameters: { scenario: 'loaded' },
  play: async ({ canvasElement }) => {
    const { canvas, box } = await typeInto(canvasElement, 'north');
    const list = await canvas.findByRole('listbox', { name: 'Companies' });
    const options = within(list).getAllByRole('option');
    await expect(options).toHaveLength(5);
    await expect(options[0]).toHaveTextContent('Northwind Energy LLC');
    await expect(options[0]).toHaveTextContent('Supplier');
    await expect(options[0]).toHaveTextContent('3 licenses');
    await expect(options[3]).toHaveTextContent('Doing business as Northway Retail Power');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(options[1]).toHaveAttribute('aria-selected', 'true'));
    await expect(box).toHaveAttribute('aria-activedescendant', options[1].id);
  },
};

export const Empty: Story = {
  parameters: { scenario: 'empty' },
  play: async ({ canvasElement }) => {
    const { canvas, box } = await typeInto(canvasElement, 'zzq');
    await expect(await canvas.findByText('No data found')).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Loading: Story = {
  parameters: { scenario: 'loading' },
  play: async ({ canvasElement }) => {
    const { canvas } = await typeInto(canvasElement, 'north');
    await expect(await canvas.findByText('Searching')).toBeVisible();
    await expect(canvas.queryByRole('listbox')).toBeNull();
  },
};

export const Error: Story = {
  parameters: { scenario: 'error' },
  play: async ({ canvasElement }) => {
    const { canvas } = await typeInto(canvasElement, 'north');
    await expect(await canvas.findByText('The company database is temporarily unavailable.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Before anything is typed: the field and its shortcut hint. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Find a company' })).toHaveAttribute('aria-expanded', 'false');
  },
};
