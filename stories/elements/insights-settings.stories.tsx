import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { adminSession, userRoutes } from '../fixtures/users';
import { elementMeta, elementStory, type ElementArgs } from './elementStory';

const TAG = 'insights-settings';

const meta = { ...elementMeta(TAG), title: 'Elements/insights-settings', tags: ['autodocs'] } satisfies Meta<ElementArgs>;

export default meta;

export const Default: StoryObj<typeof meta> = elementStory(TAG, {
  routes: () => userRoutes(),
  config: { session: adminSession },
  args: { tab: 'users' },
  // The chosen tab's element goes inside, in the light DOM, and shows in the frame's slot.
  innerHtml: '<insights-users-admin sync-url="false"></insights-users-admin>',
  check: async (shadow, element) => {
    const tabs = await shadow.findByRole('navigation', { name: 'Settings' });
    await expect(within(tabs).getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    const slot = element.shadowRoot.querySelector('slot');
    await expect(slot?.assignedElements().map((e) => e.tagName.toLowerCase())).toEqual(['insights-users-admin']);
  },
});
