import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { fixtureSession, notificationSettingsFixture, subscribedCompaniesFixture } from '../fixtures/notifications';
import { elementMeta, elementStory, type ElementArgs } from './elementStory';

const TAG = 'insights-subscriptions';

const meta = { ...elementMeta(TAG), title: 'Elements/insights-subscriptions', tags: ['autodocs'] } satisfies Meta<ElementArgs>;

export default meta;

export const Default: StoryObj<typeof meta> = elementStory(TAG, {
  routes: () => ({
    [`GET /api/client/${fixtureSession.clientId}/user/notification-settings`]: { body: notificationSettingsFixture },
    [`GET /api/client/${fixtureSession.clientId}/user/subscribed-companies`]: { body: subscribedCompaniesFixture },
  }),
  config: { session: fixtureSession },
  check: async (shadow) => {
    await expect(await shadow.findByRole('spinbutton', { name: 'Expiry License alerts days before.' })).toHaveValue(30);
    await expect(await shadow.findByRole('link', { name: 'Lone Star Power LLC' })).toBeVisible();
  },
});
