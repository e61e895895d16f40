import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Profile } from '@insights/widgets';
import { createFakeFetch } from '../widgets/core/testing/fakeFetch';
import { adminSession, memberSession, USER_ROUTES, userRoutes, UsersFixtureHost } from './fixtures/users';

const meta = {
  title: 'Users/Profile',
  component: Profile,
  parameters: {
    provider: false,
    docs: { description: { component: "/Profile: the signed-in user's header, User Details card, Edit (the update form without a role) and Module Access." } },
  },
} satisfies Meta<typeof Profile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithModules: Story = {
  render: () => (
    <UsersFixtureHost session={adminSession}>
      <Profile />
    </UsersFixtureHost>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Alex Admin' })).toBeVisible();
    const header = within(canvas.getByRole('region', { name: 'User' }));
    await expect(header.getByText('admin@northwind.test')).toBeVisible();
    await expect(header.getByText('Supplier')).toBeVisible();
    await expect(header.getByText('User since 02/03/2025')).toBeVisible();
    await expect(header.getByText('Admin')).toBeVisible();
    await expect(header.getByText('Active')).toBeVisible();
    const details = within(canvas.getByRole('region', { name: 'User Details' }));
    await expect(details.getByText('400 Congress Ave')).toBeVisible();
    await expect(details.getByText('Suite 1200')).toBeVisible();
    await expect(details.getByText('78701')).toBeVisible();
    const modules = within(canvas.getByRole('region', { name: 'Module Access' }));
    await expect(modules.getByText('Pricing')).toBeVisible();
    await expect(modules.getByText('Ranking')).toBeVisible();
  },
};

export const NoModules: Story = {
  render: () => (
    <UsersFixtureHost session={memberSession}>
      <Profile />
    </UsersFixtureHost>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No modules assigned')).toBeVisible();
    // Unfilled fields read as '-'.
    const details = within(canvas.getByRole('region', { name: 'User Details' }));
    await expect(details.getAllByText('-').length).toBeGreaterThan(0);
  },
};

const editFake = createFakeFetch(userRoutes());

export const Edit: Story = {
  render: () => (
    <UsersFixtureHost session={memberSession} fake={editFake}>
      <Profile />
    </UsersFixtureHost>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Update User' }));
    await expect(dialog.queryByRole('combobox', { name: /Role/ })).toBeNull();
    await expect(dialog.getByLabelText('Email Address')).toBeDisabled();
    const last = dialog.getByLabelText(/Last Name/);
    await userEvent.clear(last);
    await userEvent.tab();
    await expect(await dialog.findByText('Last Name is required.')).toBeVisible();
    await userEvent.type(last, 'Morales');
    const zip = dialog.getByLabelText('Zip');
    await userEvent.type(zip, '770');
    await userEvent.tab();
    await expect(await dialog.findByText('Please enter a valid zip code')).toBeVisible();
    await userEvent.type(zip, '02');
    const before = editFake.calls.length;
    await userEvent.click(dialog.getByRole('button', { name: 'Update' }));
    await expect(await canvas.findByText('User updated successfully.')).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    const put = editFake.calls.slice(before).find((c) => c.method === 'PUT')!;
    const body = (await put.clone().json()) as Record<string, unknown>;
    await expect(body).toMatchObject({ id: 3, secureId: memberSession.sub, lastName: 'Morales', zipCode: '77002', city: 'Houston' });
    await expect(body).not.toHaveProperty('role');
  },
};

export const Loading: Story = {
  render: () => (
    <UsersFixtureHost session={memberSession} routes={userRoutes({ [USER_ROUTES.info]: { never: true } })}>
      <Profile />
    </UsersFixtureHost>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading profile' })).toBeVisible();
  },
};

export const LoadError: Story = {
  render: () => (
    <UsersFixtureHost session={memberSession} routes={userRoutes({ [USER_ROUTES.info]: { status: 500, body: { message: 'Profiles are temporarily unavailable.' } } })}>
      <Profile />
    </UsersFixtureHost>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Profiles are temporarily unavailable.')).toBeVisible();
  },
};
