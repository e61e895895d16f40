import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { companyListRoutes, memberSession } from '../fixtures/companies';
import { elementMeta, elementStory, ownDocsFrame, type ElementArgs } from './elementStory';

const TAG = 'insights-company-list';

const meta = { ...elementMeta(TAG), title: 'Elements/insights-company-list', tags: ['autodocs'] } satisfies Meta<ElementArgs>;

export default meta;

export const Default: StoryObj<typeof meta> = elementStory(TAG, {
  routes: () => companyListRoutes(),
  config: { session: memberSession },
  // sync-url off: the story's element must not rewrite Storybook's own URL.
  args: { 'state-code': 'TX', 'sync-url': false },
  check: async (shadow) => {
    await expect(await shadow.findByText('Apex Energy Solutions LLC')).toBeVisible();
    await expect(shadow.getByPlaceholderText('search name, license or domain')).toBeVisible();
    await expect(await within(shadow.getByRole('group', { name: 'Active filters' })).findByText('State: Texas (TX)')).toBeVisible();
    await expect(shadow.getByRole('columnheader', { name: /^Company$/ })).toBeVisible();
  },
});

/** No token from the host: a neutral 'Sign in required', no call, and `insights-auth-required` in the Actions panel. */
export const SignInRequired: StoryObj<typeof meta> = elementStory(TAG, {
  routes: () => companyListRoutes(),
  config: { session: null, getAccessToken: () => null },
  args: { 'sync-url': false },
  parameters: ownDocsFrame('320px'),
  ready: false,
  check: async (shadow) => {
    await expect(await shadow.findByText('Sign in required')).toBeVisible();
    await expect(shadow.queryByRole('alert')).toBeNull();
    await expect(shadow.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
});
