import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { EmbeddingClients } from '@insights/widgets';
import { EMBEDDING_ROUTES, embeddingRoutes } from './fixtures/embedding';
import { adminSession, superAdminSession, UsersFixtureHost } from './fixtures/users';

const meta = {
  title: 'Settings/EmbeddingClients',
  component: EmbeddingClients,
  parameters: {
    provider: false,
    docs: {
      description: {
        component:
          'SuperAdmin Settings → Embedding: the intranet pages registered to sign their users in to Insights, per client; add, edit, remove, and each page\'s snippet with its client_id filled in.',
      },
    },
  },
} satisfies Meta<typeof EmbeddingClients>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  render: () => (
    <UsersFixtureHost session={superAdminSession} routes={embeddingRoutes()}>
      <EmbeddingClients />
    </UsersFixtureHost>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Intranet clients' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const team = within(list).getByRole('listitem', { name: 'Team portal' });
    await expect(within(team).getByText('Northwind Energy')).toBeVisible();
    await expect(within(team).getByText('intranet-8a41d0c6f2b95e13')).toBeVisible();
    await expect(within(team).getByLabelText('Snippet of Team portal')).toHaveTextContent("client_id: 'intranet-8a41d0c6f2b95e13'");
  },
};

export const Empty: Story = {
  render: () => (
    <UsersFixtureHost session={superAdminSession} routes={embeddingRoutes({ [EMBEDDING_ROUTES.list]: { body: { intranetClients: [], tenants: [] } } })}>
      <EmbeddingClients />
    </UsersFixtureHost>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No intranet clients yet')).toBeVisible();
  },
};

export const Loading: Story = {
  render: () => (
    <UsersFixtureHost session={superAdminSession} routes={embeddingRoutes({ [EMBEDDING_ROUTES.list]: { never: true } })}>
      <EmbeddingClients />
    </UsersFixtureHost>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading intranet clients…');
  },
};

export const LoadError: Story = {
  name: 'Load error',
  render: () => (
    <UsersFixtureHost session={superAdminSession} routes={embeddingRoutes({ [EMBEDDING_ROUTES.list]: { status: 500, body: { message: 'Database unavailable' } } })}>
      <EmbeddingClients />
    </UsersFixtureHost>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Database unavailable|Failed to load intranet clients/, {}, { timeout: 8000 })).toBeVisible();
  },
};

export const AddWithAWrongAddress: Story = {
  name: 'Add: a wrong address is refused',
  render: () => (
    <UsersFixtureHost session={superAdminSession} routes={embeddingRoutes()}>
      <EmbeddingClients />
    </UsersFixtureHost>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add intranet client' }));
    const dialog = await within(document.body).findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/^Name/), 'Wiki');
    await userEvent.type(within(dialog).getByLabelText(/^Page addresses/), 'http://wiki.northwind.example/insights.html');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent("'http://wiki.northwind.example/insights.html' must use https (http only for localhost)."));
  },
};

export const NotASuperAdmin: Story = {
  name: 'Not a super admin',
  render: () => (
    <UsersFixtureHost session={adminSession} routes={embeddingRoutes()}>
      <EmbeddingClients />
    </UsersFixtureHost>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Not enough Access!')).toBeVisible();
  },
};
