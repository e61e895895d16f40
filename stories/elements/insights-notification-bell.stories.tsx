import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NOTIFICATIONS_ENDPOINTS } from '../../contract/notifications/endpoints';
import { createFakeHubClient } from '../../widgets/core/realtime/fakeHubClient';
import { signalrClientFactory } from '../../widgets/core/realtime/hubClient';
import { setHubClientFactory } from '../../widgets/core/realtime/notificationHub';
import { FIXTURE_API_BASE_URL } from '../fixtures/fetch';
import { unreadFixture } from '../fixtures/notifications';
import { elementMeta, elementStory, type ElementArgs } from './elementStory';

const TAG = 'insights-notification-bell';

const meta = { ...elementMeta(TAG), title: 'Elements/insights-notification-bell', tags: ['autodocs'] } satisfies Meta<ElementArgs>;

export default meta;

export const Default: StoryObj<typeof meta> = elementStory(TAG, {
  routes: () => ({ [`POST ${NOTIFICATIONS_ENDPOINTS.mark}`]: { body: { data: 1 } } }),
  config: { hubUrl: `${FIXTURE_API_BASE_URL}/notifications-alerts` },
  // The realtime hub is an in-memory fake that answers GetUnreadNotifications with two unread notifications.
  beforeEach: () => {
    setHubClientFactory(createFakeHubClient(unreadFixture).factory);
    return () => void setHubClientFactory(signalrClientFactory);
  },
  parameters: { layout: 'centered' },
  check: async (shadow) => {
    await expect(await shadow.findByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible();
  },
});
