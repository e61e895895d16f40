import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NOTIFICATIONS_ENDPOINTS } from '../../contract/notifications/endpoints';
import { notificationsPageReply } from '../fixtures/notifications';
import { elementMeta, elementStory, type ElementArgs } from './elementStory';

const TAG = 'insights-notifications';

const meta = { ...elementMeta(TAG), title: 'Elements/insights-notifications', tags: ['autodocs'] } satisfies Meta<ElementArgs>;

export default meta;

export const Default: StoryObj<typeof meta> = elementStory(TAG, {
  routes: () => ({
    [`POST ${NOTIFICATIONS_ENDPOINTS.getAll}`]: { body: notificationsPageReply },
    [`POST ${NOTIFICATIONS_ENDPOINTS.mark}`]: { body: { data: 1 } },
    [`POST ${NOTIFICATIONS_ENDPOINTS.remove}`]: { body: { data: 1 } },
  }),
  check: async (shadow) => {
    await expect(await shadow.findByRole('heading', { name: /Notifications/ })).toBeVisible();
    const table = await shadow.findByRole('table', { name: 'Notifications' });
    await expect((await within(table).findAllByRole('link', { name: 'Lone Star Power LLC' }))[0]).toBeVisible();
  },
});
