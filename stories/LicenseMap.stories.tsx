import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LicenseMap, LicenseSummary } from '@insights/widgets';
import { emptyState, errorState, loadingState } from './helpers/fixtureStates';

const meta = {
  title: 'Home/LicenseMap',
  component: LicenseMap,
  parameters: {
    docs: {
      description: {
        component:
          'Home page map: the United States shaded by licenses per state (Total, ABC or Supplier). Each state with data links to the company list of that state, as the table\'s counts do; the small north-eastern states and DC also get labelled boxes.',
      },
    },
  },
} satisfies Meta<typeof LicenseMap>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  parameters: { fixtures: 'loaded' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Licenses by state' })).toBeVisible();
    const texas = await canvas.findByRole('link', { name: 'Texas: 1,284 licenses' });
    await expect(texas).toHaveAttribute('href', '/companies?StateCode=TX');
    await expect(canvas.getByTestId('license-map-legend')).toHaveTextContent('1–500');
    await expect(canvas.queryByRole('link', { name: /^California/ })).toBeNull();
  },
};

/** The ABC switch: names, shades and links follow the ABC column. */
export const AbcLicenses: Story = {
  parameters: { fixtures: 'loaded' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Texas: 1,284 licenses' });
    await userEvent.click(canvas.getByRole('radio', { name: 'ABC' }));
    await expect(canvas.getByRole('link', { name: 'Texas: 871 ABC licenses' })).toHaveAttribute(
      'href',
      '/companies?StateCode=TX&LicenseType=ABC',
    );
  },
};

/** 'New (12 months)': each state's new licenses of the last 12 months from market activity; a state opens /activity. */
export const NewLicenses: Story = {
  parameters: { fixtures: 'loaded' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Texas: 1,284 licenses' });
    await userEvent.click(canvas.getByRole('radio', { name: 'New (12 months)' }));
    const texas = await canvas.findByRole('link', { name: /^Texas: [\d,]+ new licenses in 12 months$/ });
    await expect(texas).toHaveAttribute('href', '/activity?state=TX');
    await expect(canvas.getByTestId('license-map-legend')).toHaveAttribute('aria-label', 'Scale: new licenses per state in the last 12 months');
  },
};

export const Empty: Story = emptyState;

export const Loading: Story = loadingState;

export const Error: Story = errorState('The license database is temporarily unavailable.');

/** A phone's width: the map scales down, the small-state boxes give way to the table, nothing is wider than the box. */
export const Phone: Story = {
  parameters: { fixtures: 'loaded' },
  render: () => (
    <div data-testid="phone-box" style={{ width: 358 }}>
      <LicenseMap />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Texas: 1,284 licenses' });
    const box = canvas.getByTestId('phone-box');
    await expect(box.scrollWidth).toBeLessThanOrEqual(358);
  },
};

/**
 * The counts arrive (the fixtures answer after 150 ms) and nothing below the map moves: the legend keeps the height of
 * a full scale from the start, though it shows only 'No licenses' while loading and wraps to two lines at this width.
 */
export const LegendArrivesInPlace: Story = {
  parameters: { fixtures: 'loaded' },
  render: () => (
    <div style={{ width: 358 }}>
      <LicenseMap />
      <p data-testid="below-map">The page goes on here.</p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const below = canvas.getByTestId('below-map');
    await expect(canvas.getByTestId('license-map-legend')).toHaveTextContent(/^No licenses$/);
    const before = below.getBoundingClientRect().top;
    await canvas.findByRole('link', { name: 'Texas: 1,284 licenses' });
    await expect(canvas.getByTestId('license-map-legend')).toHaveTextContent('1,001–1,500');
    await expect(Math.abs(below.getBoundingClientRect().top - before)).toBeLessThanOrEqual(1);
  },
};

/** As on the portal's Home: between the greeting and the table, from the table's own call. */
export const OnHome: Story = {
  parameters: { fixtures: 'loaded' },
  render: () => <LicenseSummary aboveTable={<LicenseMap />} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Texas: 1,284 licenses' });
    await expect(await canvas.findByRole('link', { name: '1,284' })).toHaveAttribute('href', '/companies?StateCode=TX');
  },
};
