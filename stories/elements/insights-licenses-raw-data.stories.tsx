import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { rawDataFixtures } from '../fixtures/rawData';
import { elementMeta, elementStory, type ElementArgs } from './elementStory';

const TAG = 'insights-licenses-raw-data';

const meta = { ...elementMeta(TAG), title: 'Elements/insights-licenses-raw-data', tags: ['autodocs'] } satisfies Meta<ElementArgs>;

export default meta;

export const Default: StoryObj<typeof meta> = elementStory(TAG, {
  routes: () => rawDataFixtures.loaded,
  check: async (shadow) => {
    await expect(await shadow.findByRole('heading', { name: 'Licenses Raw Data' })).toBeVisible();
    await expect(await within(await shadow.findByRole('table')).findByText('Texas')).toBeVisible();
  },
});
