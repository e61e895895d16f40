import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { UserOverview } from '@insights/widgets';
import { createFakeFetch } from '../widgets/core/testing/fakeFetch';
import { adminSession, superAdminSession, USER_ROUTES, userRoutes, UsersFixtureHost } from './fixtures/users';

const meta = {
  title: 'Users/UserOverview',
  component: UserOverview,
  parameters: {
    provider: false,
    docs: {
      description: {
        component:
          "One user for an admin: back link 'Users', the profile's details, Edit (the Update User modal), the Danger Zone with its confirmation, and the user's last 20 admin actions.",
      },
    },
  },
} satisfies Meta<typeof UserOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  args: { userId: '3' },
  render: (args) => (
    <UsersFixtureHost session={adminSession}>
      <UserOverview {...args} />
    </UsersFixtureHost>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Morgan Member' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/settings/users');
    await expect(canvas.getAllByText('member@northwind.test').length).toBeGreaterThan(0);
    await expect(canvas.getByText('User since 03/14/2025')).toBeVisible();
    const details = within(canvas.getByRole('region', { name: 'User Details' }));
    for (const label of ['Email Address', 'First Name', 'Last Name', 'Phone', 'Address Line 1', 'Address Line 2', 'City', 'State', 'Zip']) {
      await expect(details.getByText(label, { selector: 'dt' })).toBeVisible();
    }
    await expect(details.getByText('(713) 555-0188')).toBeVisible();
    await expect(details.getByText('Texas')).toBeVisible();
    await expect(canvas.getByText('No modules assigned')).toBeVisible();
    const danger = within(canvas.getByRole('region', { name: 'Danger Zone' }));
    await expect(danger.getByText('Remove user from the system.')).toBeVisible();
    const activity = within(await canvas.findByRole('list', { name: 'Recent admin actions' }));
    await expect(activity.getAllByRole('listitem')).toHaveLength(3);
    await expect(activity.getByText('Updated user (phone number changed) by Alex Admin')).toBeVisible();
  },
};

export const EditAnotherUser: Story = {
  args: { userId: '3' },
  render: (args) => (
    <UsersFixtureHost session={adminSession}>
      <UserOverview {...args} />
    </UsersFixtureHost>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Update User' }));
    await expect(dialog.getByLabelText('Email Address')).toBeDisabled();
    await expect(dialog.getByLabelText('Email Address')).toHaveValue('member@northwind.test');
    await expect(dialog.getByRole('combobox', { name: /Role/ })).toHaveValue('Member');
    await expect(dialog.queryByLabelText('Password')).toBeNull();
    await userEvent.clear(dialog.getByLabelText(/First Name/));
    await userEvent.click(dialog.getByRole('button', { name: 'Update' }));
    await expect(await dialog.findByText('First Name is required.')).toBeVisible();
    await userEvent.type(dialog.getByLabelText(/First Name/), 'Morgana');
    await userEvent.click(dialog.getByRole('button', { name: 'Update' }));
    await expect(await canvas.findByText('User updated successfully.')).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('dialog', { name: 'Update User' })).toBeNull());
  },
};

export const EditOwnRecord: Story = {
  args: { userId: '2' },
  render: (args) => (
    <UsersFixtureHost session={adminSession}>
      <UserOverview {...args} />
    </UsersFixtureHost>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Pricing')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Delete User' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Update User' }));
    // Nobody changes their own role: the field is not there.
    await expect(dialog.queryByRole('combobox', { name: /Role/ })).toBeNull();
    await expect(dialog.getByLabelText('Phone')).toHaveValue('(512) 555-0142');
  },
};

const navigate = fn();
const deleteFake = createFakeFetch(userRoutes());

export const DeleteUser: Story = {
  args: { userId: '5' },
  render: (args) => (
    <UsersFixtureHost session={adminSession} fake={deleteFake} navigate={navigate}>
      <UserOverview {...args} />
    </UsersFixtureHost>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    navigate.mockClear();
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete User' }));
    const confirm = within(await canvas.findByRole('dialog', { name: 'Delete User' }));
    await expect(confirm.getByText('Are you sure you want to delete user casey.analyst@northwind.test')).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Cancel' }));
    await expect(navigate).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete User' }));
    await userEvent.click(within(await canvas.findByRole('dialog', { name: 'Delete User' })).getByRole('button', { name: 'OK' }));
    await expect(await canvas.findByText('User deleted successfully.')).toBeVisible();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/settings/users'));
    const call = deleteFake.calls.filter((c) => c.method === 'DELETE').at(-1)!;
    const query = new URL(call.url).searchParams;
    await expect([query.get('userId'), query.get('secureId')]).toEqual(['5', 'a0000000-0000-4000-8000-000000000005']);
  },
};

export const ProtectedForAdmin: Story = {
  args: { userId: '1' },
  render: (args) => (
    <UsersFixtureHost session={adminSession}>
      <UserOverview {...args} />
    </UsersFixtureHost>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Protected User' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Edit' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Delete User' })).toBeDisabled();
  },
};

export const SuperAdminEditsSuperAdmin: Story = {
  args: { userId: '1' },
  render: (args) => (
    <UsersFixtureHost session={superAdminSession}>
      <UserOverview {...args} />
    </UsersFixtureHost>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Their own record: Edit without a role, no self-delete.
    await expect(await canvas.findByRole('button', { name: 'Edit' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Delete User' })).toBeDisabled();
  },
};

export const NotFound: Story = {
  args: { userId: '999' },
  render: (args) => (
    <UsersFixtureHost session={adminSession}>
      <UserOverview {...args} />
    </UsersFixtureHost>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('User not found')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Users' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { userId: '3' },
  render: (args) => (
    <UsersFixtureHost session={adminSession} routes={userRoutes({ [USER_ROUTES.info]: { never: true } })}>
      <UserOverview {...args} />
    </UsersFixtureHost>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading user' })).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { userId: '3' },
  render: (args) => (
    <UsersFixtureHost session={adminSession} routes={userRoutes({ [USER_ROUTES.info]: { status: 500, body: { message: 'The user directory is unavailable.' } } })}>
      <UserOverview {...args} />
    </UsersFixtureHost>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The user directory is unavailable.')).toBeVisible();
  },
};
