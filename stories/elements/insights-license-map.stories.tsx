import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { licenseSummaryReply } from '../fixtures/licenseSummary';
import { elementMeta, elementStory, type ElementArgs } from './elementStory';

const TAG = 'insights-license-map';

const meta = { ...elementMeta(TAG), title: 'Elements/insights-license-map', tags: ['autodocs'] } satisfies Meta<ElementArgs>;

export default meta;

export const Default: StoryObj<typeof meta> = elementStory(TAG, {
  routes: () => ({ 'GET /api/License/GetStateWiseLicenseCount': { body: licenseSummaryReply } }),
  check: async (shadow) => {
    await expect(await shadow.findByRole('heading', { name: 'Licenses by state' })).toBeVisible();
    await expect(await shadow.findByRole('link', { name: 'Texas: 1,284 licenses' })).toHaveAttribute(
      'href',
      '/companies?StateCode=TX',
    );
  },
});
