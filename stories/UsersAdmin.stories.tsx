import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { UsersAdmin } from '@insights/widgets';
import { createFakeFetch } from '../widgets/core/testing/fakeFetch';
import { addOnAccessFixture, adminSession, superAdminSession, USER_ROUTES, userRoutes, usersFixture, usersListReply, UsersFixtureHost } from './fixtures/users';
import { clientPath, USERS_ENDPOINTS } from '../contract/users/endpoints';

const meta = {
  title: 'Users/UsersAdmin',
  component: UsersAdmin,
  parameters: {
    provider: false,
    docs: {
      description: {
        component:
          'Settings → Users: title with total, search, filter panel, the users table with status badges and the actions of spec 2 §6 (Block/Unblock, Reset Password, Delete, or a disabled Protected User), and the Create User modal.',
      },
    },
  },
} satisfies Meta<typeof UsersAdmin>;

export default meta;
type Story = StoryObj<typeof meta>;

const row = (canvas: ReturnType<typeof within>, email: string) => canvas.getByRole('link', { name: email }).closest('tr') as HTMLElement;

export const Loaded: Story = {
  render: () => (
    <UsersFixtureHost session={adminSession}>
      <UsersAdmin />
    </UsersFixtureHost>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'member@northwind.test' })).toHaveAttribute('href', '/settings/users/3/overview');
    await expect(canvas.getByRole('heading', { name: /^Users/ })).toBeVisible();
    await expect(canvas.getByLabelText('6 in total')).toHaveTextContent('6');
    await expect(canvas.getByPlaceholderText('search username, First/Last Name')).toBeVisible();
    for (const name of ['Email Address', 'First Name', 'Last Name', 'Role', 'Status', 'Action']) {
      await expect(canvas.getByRole('columnheader', { name })).toBeVisible();
    }
    await expect(within(row(canvas, 'member@northwind.test')).getByText('Active')).toBeVisible();
    await expect(within(row(canvas, 'blake.blocked@northwind.test')).getByText('Blocked')).toBeVisible();
    await expect(within(row(canvas, 'blake.blocked@northwind.test')).getByRole('button', { name: 'Unblock blake.blocked@northwind.test' })).toBeEnabled();
    await expect(within(row(canvas, 'pat.pending@northwind.test')).getByText('Not Available')).toBeVisible();
    // An admin cannot touch a SuperAdmin: one disabled action.
    const superRow = within(row(canvas, 'super@insights.test'));
    await expect(superRow.getByRole('button', { name: 'Protected User' })).toBeDisabled();
    await expect(superRow.queryByRole('button', { name: /^Delete/ })).toBeNull();
    // Nobody blocks or deletes themselves.
    await expect(within(row(canvas, 'admin@northwind.test')).getByRole('button', { name: 'Delete admin@northwind.test' })).toBeDisabled();
    // An admin works in their own client only: no client picker.
    await expect(canvas.queryByRole('combobox', { name: 'Client' })).toBeNull();
  },
};

/**
 * A phone (390 px window, 358 px inside the portal's padding): below 600 px the rows are cards (issue 25), the address
 * whole on its first line, the other columns as label: value pairs, the actions on the card; nothing is wider than the box.
 */
export const Phone: Story = {
  render: () => (
    <div data-testid="phone-box" style={{ width: 358 }}>
      <UsersFixtureHost session={adminSession}>
        <UsersAdmin />
      </UsersFixtureHost>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByTestId('phone-box');
    await expect(await canvas.findByRole('link', { name: 'member@northwind.test' })).toBeVisible();
    const member = within(row(canvas, 'member@northwind.test'));
    await expect(member.getByText('Role')).toBeVisible();
    await expect(member.getByRole('button', { name: 'Delete member@northwind.test' })).toBeVisible();
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  },
};

export const AsSuperAdmin: Story = {
  render: () => (
    <UsersFixtureHost session={superAdminSession}>
      <UsersAdmin />
    </UsersFixtureHost>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'admin@northwind.test' });
    await expect(canvas.queryByRole('button', { name: 'Protected User' })).toBeNull();
    await expect(within(row(canvas, 'admin@northwind.test')).getByRole('button', { name: 'Block admin@northwind.test' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Create User' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Create User' });
    const role = within(dialog).getByRole('combobox', { name: /Role/ }) as HTMLSelectElement;
    await expect([...role.options].map((o) => o.text)).toEqual(['Select Role', 'Member', 'Admin', 'SuperAdmin']);
  },
};

const CONTOSO = addOnAccessFixture.clients[1].clientID;
const contosoFake = createFakeFetch(userRoutes({
  [`GET ${clientPath(USERS_ENDPOINTS.users, CONTOSO)}`]: usersListReply([
    { ...usersFixture[0], id: 21, secureId: 'a0000000-0000-4000-8000-000000000021', emailAddress: 'member@contoso.test', firstName: 'Casey', lastName: 'Contoso', role: 'Member', clientId: CONTOSO },
  ]),
  [`GET ${clientPath(USERS_ENDPOINTS.modules, CONTOSO)}`]: { body: { modules: [{ module: 'pricing', name: 'Pricing' }] } },
}));

/** A super admin picks the client whose users to manage; the list, the links and the URL follow (issue 38). */
export const SuperAdminPicksClient: Story = {
  render: () => (
    <UsersFixtureHost session={superAdminSession} fake={contosoFake}>
      <UsersAdmin syncUrl={false} />
    </UsersFixtureHost>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'admin@northwind.test' });
    const picker = canvas.getByRole('combobox', { name: 'Client' }) as HTMLSelectElement;
    await waitFor(() => expect([...picker.options].map((o) => o.text)).toEqual(['Northwind Energy', 'Contoso Power', 'Fabrikam Gas & Light']));
    await expect(picker).toHaveDisplayValue('Northwind Energy');
    await userEvent.selectOptions(picker, 'Contoso Power');
    const link = await canvas.findByRole('link', { name: 'member@contoso.test' });
    await expect(link).toHaveAttribute('href', `/settings/users/21/overview?ClientId=${CONTOSO}`);
    await expect(canvas.queryByRole('link', { name: 'admin@northwind.test' })).toBeNull();
    await expect(contosoFake.calls.some((r) => new URL(r.url).pathname.endsWith(clientPath(USERS_ENDPOINTS.users, CONTOSO)))).toBe(true);
  },
};

export const Empty: Story = {
  render: () => (
    <UsersFixtureHost session={adminSession} routes={userRoutes({ [USER_ROUTES.list]: usersListReply([]) })}>
      <UsersAdmin />
    </UsersFixtureHost>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No data found')).toBeVisible();
    await expect(canvas.getByLabelText('0 in total')).toBeVisible();
  },
};

export const Loading: Story = {
  render: () => (
    <UsersFixtureHost session={adminSession} routes={userRoutes({ [USER_ROUTES.list]: { never: true } })}>
      <UsersAdmin />
    </UsersFixtureHost>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
    await expect(canvas.getByRole('button', { name: 'Create User' })).toBeVisible();
  },
};

export const LoadError: Story = {
  render: () => (
    <UsersFixtureHost session={adminSession} routes={userRoutes({ [USER_ROUTES.list]: { status: 500, body: { message: 'The user directory is unavailable.' } } })}>
      <UsersAdmin />
    </UsersFixtureHost>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The user directory is unavailable.')).toBeVisible();
  },
};

export const Filters: Story = {
  render: () => (
    <UsersFixtureHost session={adminSession}>
      <UsersAdmin />
    </UsersFixtureHost>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'member@northwind.test' });
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    const panel = within(await canvas.findByRole('dialog', { name: 'Filters' }));
    await expect(panel.getByRole('button', { name: 'Close filters' })).toBeVisible();
    for (const label of ['Email Address', 'First Name', 'Last Name']) await expect(panel.getByLabelText(label)).toBeVisible();
    const roles = panel.getByRole('group', { name: 'Role' });
    await expect(within(roles).getAllByRole('radio').map((r) => r.parentElement?.textContent)).toEqual(['Both', 'Admin', 'Member']);
    const statuses = panel.getByRole('group', { name: 'Status' });
    await expect(within(statuses).getAllByRole('radio').map((r) => r.parentElement?.textContent)).toEqual(['Both', 'Active', 'Blocked']);
    await userEvent.click(within(roles).getByRole('radio', { name: 'Member' }));
    await userEvent.click(within(statuses).getByRole('radio', { name: 'Blocked' }));
    await userEvent.click(panel.getByRole('button', { name: 'Apply' }));
    await expect(await canvas.findByLabelText('1 in total')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'blake.blocked@northwind.test' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
    // Reset brings everyone back.
    await userEvent.click(canvas.getByRole('button', { name: 'Filters (2)' }));
    await userEvent.click(within(await canvas.findByRole('dialog', { name: 'Filters' })).getByRole('button', { name: 'Reset' }));
    await expect(await canvas.findByLabelText('6 in total')).toBeVisible();
    // Search.
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search users' }), 'casey{Enter}');
    await expect(await canvas.findByLabelText('1 in total')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'casey.analyst@northwind.test' })).toBeVisible();
  },
};

const createFake = createFakeFetch(userRoutes());

export const CreateUser: Story = {
  render: () => (
    <UsersFixtureHost session={adminSession} fake={createFake}>
      <UsersAdmin />
    </UsersFixtureHost>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'member@northwind.test' });
    await userEvent.click(canvas.getByRole('button', { name: 'Create User' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Create User' }));
    // Every message of spec 2 §5, verbatim.
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    for (const message of ['EmailAddress is required.', 'Please select a Role', 'First Name is required.', 'Last Name is required.']) {
      await expect(await dialog.findByText(message)).toBeVisible();
    }
    // No required mark where no rule requires (spec 2 §5, issue 62 §3): the labels read without an asterisk.
    for (const label of ['Address Line 1', 'State']) await expect(dialog.getByText(label, { selector: 'label' })).toBeVisible();
    const email = dialog.getByLabelText(/Email Address/);
    await userEvent.type(email, 'not-an-email');
    await expect(await dialog.findByText('Not a valid email address.')).toBeVisible();
    await userEvent.clear(email);
    await userEvent.type(email, `${'a'.repeat(40)}@example.com`);
    await expect(await dialog.findByText('emailAddress cannot exceed 50 characters')).toBeVisible();
    await userEvent.clear(email);
    await userEvent.type(email, 'jordan.new@northwind.test');
    const phone = dialog.getByLabelText('Phone');
    await userEvent.type(phone, '512555');
    await expect(phone).toHaveValue('(512) 555');
    await userEvent.tab();
    await expect(await dialog.findByText('Please enter a valid phone number')).toBeVisible();
    await userEvent.type(phone, '0199');
    await expect(phone).toHaveValue('(512) 555-0199');
    await userEvent.type(dialog.getByLabelText('Zip'), '787011234');
    await expect(dialog.getByLabelText('Zip')).toHaveValue('78701-1234');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /Role/ }), 'Member');
    await userEvent.type(dialog.getByLabelText(/First Name/), 'Jordan');
    await userEvent.type(dialog.getByLabelText(/Last Name/), 'Lee');
    await userEvent.type(dialog.getByLabelText('Password'), 'a-good-password');
    // A checkbox per module of the client's add-ons, none ticked for a new user; the admin ticks Ranking.
    const modules = within(dialog.getByRole('group', { name: 'Modules' }));
    await expect(modules.getByRole('checkbox', { name: 'Pricing' })).not.toBeChecked();
    await expect(modules.getByRole('checkbox', { name: 'Ranking' })).not.toBeChecked();
    await expect(dialog.getByText(/cap what its admins may give/)).toBeVisible();
    await userEvent.click(modules.getByRole('checkbox', { name: 'Ranking' }));
    // The time zone travels hidden.
    await expect(canvasElement.querySelector('input[type="hidden"][name="timeZone"]')).not.toBeNull();
    const before = createFake.calls.length;
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await expect(await canvas.findByText('User created successfully.')).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('dialog', { name: 'Create User' })).toBeNull());
    const post = createFake.calls.slice(before).find((c) => c.method === 'POST')!;
    const body = (await post.clone().json()) as Record<string, unknown>;
    // Empty values are dropped on create; the ticked modules go.
    await expect(Object.keys(body).sort()).toEqual(['emailAddress', 'firstName', 'lastName', 'modules', 'password', 'phoneNumber', 'role', 'timeZone', 'zipCode']);
    await expect(body).toMatchObject({ emailAddress: 'jordan.new@northwind.test', role: 'Member', phoneNumber: '(512) 555-0199', zipCode: '78701-1234', modules: ['ranking'] });
  },
};

export const StaticBackdrop: Story = {
  render: () => (
    <UsersFixtureHost session={adminSession}>
      <UsersAdmin />
    </UsersFixtureHost>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'member@northwind.test' });
    await userEvent.click(canvas.getByRole('button', { name: 'Create User' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Create User' });
    await userEvent.click(dialog.parentElement!);
    await expect(canvas.getByRole('dialog', { name: 'Create User' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(canvas.queryByRole('dialog', { name: 'Create User' })).toBeNull());
  },
};

export const BlockAndUnblock: Story = {
  render: () => (
    <UsersFixtureHost session={adminSession}>
      <UsersAdmin />
    </UsersFixtureHost>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'member@northwind.test' });
    await userEvent.click(canvas.getByRole('button', { name: 'Block member@northwind.test' }));
    const confirm = within(await canvas.findByRole('dialog', { name: 'Block User' }));
    await expect(confirm.getByText('Are you sure you want to block user member@northwind.test')).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'OK' }));
    await expect(await canvas.findByText('User blocked successfully.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Unblock blake.blocked@northwind.test' }));
    const again = within(await canvas.findByRole('dialog', { name: 'Unblock User' }));
    await userEvent.click(again.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(canvas.queryByRole('dialog', { name: 'Unblock User' })).toBeNull());
  },
};

export const DeleteAndReset: Story = {
  render: () => (
    <UsersFixtureHost session={adminSession}>
      <UsersAdmin />
    </UsersFixtureHost>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'member@northwind.test' });
    // Reset Password needs no confirmation.
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password member@northwind.test' }));
    await expect(await canvas.findByText('A password reset link has been sent to member@northwind.test.')).toBeVisible();
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete casey.analyst@northwind.test' }));
    const confirm = within(await canvas.findByRole('dialog', { name: 'Delete User' }));
    await expect(confirm.getByText('Are you sure you want to delete user casey.analyst@northwind.test')).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'OK' }));
    await expect(await canvas.findByText('User deleted successfully.')).toBeVisible();
  },
};

export const ActionRefused: Story = {
  render: () => (
    <UsersFixtureHost
      session={adminSession}
      routes={userRoutes({
        [USER_ROUTES.status]: { status: 403, body: { statusCode: 403, error: 'Forbidden', message: 'You can only manage users of your own client.' } },
        [USER_ROUTES.reset]: { status: 500, body: {} },
      })}
    >
      <UsersAdmin />
    </UsersFixtureHost>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'member@northwind.test' });
    await userEvent.click(canvas.getByRole('button', { name: 'Block member@northwind.test' }));
    await userEvent.click(within(await canvas.findByRole('dialog', { name: 'Block User' })).getByRole('button', { name: 'OK' }));
    await expect(await canvas.findByText('You can only manage users of your own client.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password member@northwind.test' }));
    await expect(await canvas.findByText('something went wrong!')).toBeVisible();
  },
};

export const Paged: Story = {
  render: () => (
    <UsersFixtureHost
      session={adminSession}
      routes={userRoutes({
        [USER_ROUTES.list]: usersListReply(
          Array.from({ length: 60 }, (_, i) => ({ ...usersFixture[2], id: 100 + i, secureId: undefined, emailAddress: `user${String(i + 1).padStart(2, '0')}@northwind.test` })),
        ),
      })}
    >
      <UsersAdmin pageNo="2" />
    </UsersFixtureHost>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'user51@northwind.test' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Page 1' }));
    // Page 1's rows are built in a background render: on a busy machine that takes more than findBy's default second.
    await expect(await canvas.findByRole('link', { name: 'user01@northwind.test' }, { timeout: 5000 })).toBeVisible();
  },
};
