import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LicenseTimeline } from '@insights/widgets';
import { CompanyFixtureHost, memberSession, nonPremiumSession } from './fixtures/companies';
import { licenseTimelineRoutes, TIMELINE_COMPANY_ID, TIMELINE_NOW } from './fixtures/licenseTimeline';

const meta = {
  title: 'Companies/LicenseTimeline',
  component: LicenseTimeline,
  args: { companyId: TIMELINE_COMPANY_ID, now: TIMELINE_NOW },
  parameters: {
    provider: false,
    docs: {
      description: {
        component:
          "A company's licenses on a timeline (also shown above the company detail's Licenses table): a bar from registered to expiry date, a line for today, expired licenses grey, those expiring within the user's 'days before' alert setting highlighted, missing ends drawn open. Dates that are premium data are drawn undated.",
      },
    },
  },
} satisfies Meta<typeof LicenseTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

const items = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('list', { name: 'License timeline' })).getAllByRole('listitem');

export const Loaded: Story = {
  render: (args) => (
    <CompanyFixtureHost routes={licenseTimelineRoutes('loaded')} session={memberSession}>
      <LicenseTimeline {...args} />
    </CompanyFixtureHost>
  ),
  play: async ({ canvasElement }) => {
    const list = await items(canvasElement);
    await expect(list.map((item) => item.textContent)).toEqual([
      'IL electric ABC, 09/01/2019 – no expiry date, Active',
      'OH natural gas Supplier, 06/11/2021 – 06/10/2026, Expired',
      'PA electric Supplier, 03/04/2021 – 03/03/2027, Active',
      'TX electric Supplier, 03/14/2024 – 07/02/2026, Active, expires in 15 days',
      'MD natural gas ABC, no registered date – 01/31/2028, Pending',
    ]);
    await expect(list.map((item) => item.dataset.tone)).toEqual(['active', 'expired', 'active', 'expiring', 'active']);
    const legend = within(canvasElement).getByRole('list', { name: 'Timeline legend' });
    await expect(within(legend).getByText('Expiring within 30 days')).toBeVisible();
    await expect(within(legend).getByText('Today')).toBeVisible();
  },
};

/** A user without premium data: the server sent no dates, and every bar is the same undated band. */
export const WithoutPremium: Story = {
  render: (args) => (
    <CompanyFixtureHost routes={licenseTimelineRoutes('hidden')} session={nonPremiumSession}>
      <LicenseTimeline {...args} />
    </CompanyFixtureHost>
  ),
  play: async ({ canvasElement }) => {
    const list = await items(canvasElement);
    await expect(list[0]).toHaveTextContent('IL electric ABC, dates hidden (premium data)');
    for (const item of list) {
      await expect(item.dataset.tone).toBe('undated');
      await expect(item.textContent).not.toMatch(/\d{2}\/\d{2}\/\d{4}/);
    }
    await expect(within(canvasElement).queryByText('Today')).toBeNull();
  },
};

export const Empty: Story = {
  render: (args) => (
    <CompanyFixtureHost routes={licenseTimelineRoutes('empty')} session={memberSession}>
      <LicenseTimeline {...args} />
    </CompanyFixtureHost>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No data found')).toBeVisible();
  },
};

export const Loading: Story = {
  render: (args) => (
    <CompanyFixtureHost routes={licenseTimelineRoutes('loading')} session={memberSession}>
      <LicenseTimeline {...args} />
    </CompanyFixtureHost>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'License timeline' })).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  },
};

export const Error: Story = {
  render: (args) => (
    <CompanyFixtureHost routes={licenseTimelineRoutes('error')} session={memberSession}>
      <LicenseTimeline {...args} />
    </CompanyFixtureHost>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The license database is temporarily unavailable.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A phone (390 px window, 358 px inside the portal's padding): each item's text sits above its bar, nothing is wider than the box. */
export const Phone: Story = {
  render: (args) => (
    <div data-testid="phone-box" style={{ width: 358 }}>
      <CompanyFixtureHost routes={licenseTimelineRoutes('loaded')} session={memberSession}>
        <LicenseTimeline {...args} />
      </CompanyFixtureHost>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByTestId('phone-box');
    await expect(await items(canvasElement)).toHaveLength(5);
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  },
};
