import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { embeddingRoutes } from '../fixtures/embedding';
import { superAdminSession } from '../fixtures/users';
import { elementMeta, elementStory, type ElementArgs } from './elementStory';

const TAG = 'insights-embedding-clients';

const meta = { ...elementMeta(TAG), title: 'Elements/insights-embedding-clients', tags: ['autodocs'] } satisfies Meta<ElementArgs>;

export default meta;

export const Default: StoryObj<typeof meta> = elementStory(TAG, {
  routes: () => embeddingRoutes(),
  config: { session: superAdminSession },
  check: async (shadow) => {
    const list = await shadow.findByRole('list', { name: 'Intranet clients' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  },
});
