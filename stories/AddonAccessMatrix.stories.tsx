import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AddonAccessMatrix } from '@insights/widgets';
import { createFakeFetch } from '../widgets/core/testing/fakeFetch';
import { addOnAccessFixture, adminSession, NORTHWIND_CLIENT_ID, superAdminSession, USER_ROUTES, userRoutes, UsersFixtureHost } from './fixtures/users';

const meta = {
  title: 'Settings/AddonAccessMatrix',
  component: AddonAccessMatrix,
  parameters: {
    provider: false,
    docs: {
      description: {
        component:
          'SuperAdmin Settings → Addons Access: a row per client, a checkbox per add-on, unsaved edits kept per client; Save sends one call per edited client with its full add-on list, then reloads.',
      },
    },
  },
} satisfies Meta<typeof AddonAccessMatrix>;

export default meta;
type Story = StoryObj<typeof meta>;

const CONTOSO = '6f1b7c2e-0d4a-4c3e-9a51-00000000a002';

export const Loaded: Story = {
  render: () => (
    <UsersFixtureHost session={superAdminSession}>
      <AddonAccessMatrix />
    </UsersFixtureHost>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('checkbox', { name: 'Premium Data for Northwind Energy' })).toBeChecked();
    for (const name of ['Client', 'Pricing', 'Ranking', 'Premium Data']) await expect(canvas.getByRole('columnheader', { name })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
    await expect(canvas.getByRole('checkbox', { name: 'Pricing for Contoso Power' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Pricing for Fabrikam Gas & Light' })).toBeChecked();
  },
};

const saveFake = createFakeFetch(userRoutes());

export const SaveEdits: Story = {
  render: () => (
    <UsersFixtureHost session={superAdminSession} fake={saveFake}>
      <AddonAccessMatrix />
    </UsersFixtureHost>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const before = saveFake.calls.length;
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Ranking for Northwind Energy' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Pricing for Contoso Power' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Premium Data for Contoso Power' }));
    await expect(canvas.getByText('2 unsaved clients')).toBeVisible();
    // Unticking brings a client back to the server state: no longer edited.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Premium Data for Contoso Power' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Premium Data for Contoso Power' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Add-on access saved for Northwind Energy.')).toBeVisible();
    await expect(await canvas.findByText('Add-on access saved for Contoso Power.')).toBeVisible();
    await waitFor(() => expect(canvas.queryByText(/unsaved client/)).toBeNull());
    const posts = saveFake.calls.slice(before).filter((c) => c.method === 'POST');
    const bodies = await Promise.all(posts.map((p) => p.clone().json() as Promise<Record<string, unknown>>));
    const saves = bodies.filter((b) => 'clientId' in b);
    await expect(saves).toEqual([
      { clientId: NORTHWIND_CLIENT_ID, addOnIds: [1, 3] },
      { clientId: CONTOSO, addOnIds: [1, 3] },
    ]);
    // Saved, then reloaded.
    await waitFor(() => expect(saveFake.calls.length).toBeGreaterThan(before + saves.length));
    await expect(await saveFake.calls.at(-1)!.clone().json()).toEqual({});
  },
};

export const NothingToSave: Story = {
  render: () => (
    <UsersFixtureHost session={superAdminSession}>
      <AddonAccessMatrix />
    </UsersFixtureHost>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('checkbox', { name: 'Pricing for Northwind Energy' });
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Nothing to save')).toBeVisible();
  },
};

export const RefreshDiscardsEdits: Story = {
  render: () => (
    <UsersFixtureHost session={superAdminSession}>
      <AddonAccessMatrix />
    </UsersFixtureHost>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole('checkbox', { name: 'Ranking for Contoso Power' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(canvas.getByRole('checkbox', { name: 'Ranking for Contoso Power' })).not.toBeChecked());
  },
};

export const LoadFailed: Story = {
  render: () => (
    <UsersFixtureHost session={superAdminSession} routes={userRoutes({ [USER_ROUTES.addons]: { status: 500, body: {} } })}>
      <AddonAccessMatrix />
    </UsersFixtureHost>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The toast and the in-place error both say so; Try again loads once more.
    await waitFor(() => expect(canvas.getAllByRole('alert').filter((a) => a.textContent === 'Failed to load addons and clients')).toHaveLength(1));
    await expect(canvas.getByText('Failed to load addons and clients', { selector: 'p' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const SaveFailed: Story = {
  render: () => (
    <UsersFixtureHost
      session={superAdminSession}
      routes={userRoutes({
        [USER_ROUTES.addons]: async (request) => {
          const body = (await request.clone().json()) as { clientId?: string };
          if (!body.clientId) return { body: addOnAccessFixture };
          return body.clientId === CONTOSO
            ? { status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'Unknown add-on id' } }
            : { status: 500, body: {} };
        },
      })}
    >
      <AddonAccessMatrix />
    </UsersFixtureHost>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Ranking for Contoso Power' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Ranking for Northwind Energy' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Unknown add-on id')).toBeVisible();
    await expect(await canvas.findByText('Failed to save changes')).toBeVisible();
    // Failed clients keep their edits to try again.
    await expect(await canvas.findByText('2 unsaved clients')).toBeVisible();
  },
};

export const Loading: Story = {
  render: () => (
    <UsersFixtureHost session={superAdminSession} routes={userRoutes({ [USER_ROUTES.addons]: { never: true } })}>
      <AddonAccessMatrix />
    </UsersFixtureHost>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
};

export const Empty: Story = {
  render: () => (
    <UsersFixtureHost session={superAdminSession} routes={userRoutes({ [USER_ROUTES.addons]: { body: { addons: [], clients: [], mappings: [] } } })}>
      <AddonAccessMatrix />
    </UsersFixtureHost>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No clients found')).toBeVisible();
  },
};

export const NotSuperAdmin: Story = {
  render: () => (
    <UsersFixtureHost session={adminSession}>
      <AddonAccessMatrix />
    </UsersFixtureHost>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Not enough Access!')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Save' })).toBeNull();
  },
};
