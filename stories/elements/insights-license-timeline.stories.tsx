import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { memberSession } from '../fixtures/companies';
import { licenseTimelineRoutes, TIMELINE_COMPANY_ID } from '../fixtures/licenseTimeline';
import { elementMeta, elementStory, type ElementArgs } from './elementStory';

const TAG = 'insights-license-timeline';

const meta = { ...elementMeta(TAG), title: 'Elements/insights-license-timeline', tags: ['autodocs'] } satisfies Meta<ElementArgs>;

export default meta;

export const Default: StoryObj<typeof meta> = elementStory(TAG, {
  routes: () => licenseTimelineRoutes('loaded'),
  config: { session: memberSession },
  args: { 'company-id': TIMELINE_COMPANY_ID },
  check: async (shadow) => {
    await expect(await shadow.findByRole('heading', { name: 'License timeline' })).toBeVisible();
    const list = await shadow.findByRole('list', { name: 'License timeline' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    await expect(within(list).getByText('06/11/2021 – 06/10/2026, Expired')).toBeVisible();
  },
});
