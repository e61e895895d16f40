import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Integrations } from '@insights/widgets';
import {
  INTEGRATION_ROUTES,
  integrationRoutes,
  NEW_KEY,
  NEW_SECRET,
  PRICE_SLACK_URL,
  priceIntegrationRoutes,
  ROTATED_SECRET,
} from './fixtures/integrations';
import { adminSession, memberSession, superAdminSession, UsersFixtureHost } from './fixtures/users';
import type { FakeReply } from '../widgets/core/testing/fakeFetch';

const meta = {
  title: 'Settings/Integrations',
  component: Integrations,
  parameters: {
    provider: false,
    docs: {
      description: {
        component:
          "Settings → Integrations (issue 37): the client's webhook endpoints (signed JSON, Slack or Teams posts of license events, with the delivery log, Send test event, Resend and Rotate secret) and its API keys (create, roll, revoke). A new secret or key shows once, with a Copy button.",
      },
    },
  },
} satisfies Meta<typeof Integrations>;

export default meta;
type Story = StoryObj<typeof meta>;

const JSON_URL = 'https://etl.northwind.example/insights/webhook';
const body = () => within(document.body);

function Host({ routes = integrationRoutes(), session = adminSession }: { routes?: Record<string, FakeReply>; session?: typeof adminSession }) {
  return (
    <UsersFixtureHost session={session} routes={routes}>
      <Integrations />
    </UsersFixtureHost>
  );
}

/** Three endpoints (Slack, JSON, a Teams one Insights switched off after a 410) and three keys (active, revoked, expired). */
export const Loaded: Story = {
  render: () => <Host />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Webhook endpoints' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(list).getByText('Disabled by Insights')).toBeVisible();
    const keys = await canvas.findByRole('table', { name: 'API keys' });
    await expect(await within(keys).findByText('Power BI nightly import')).toBeVisible();
  },
};

export const Empty: Story = {
  render: () => <Host routes={integrationRoutes({ webhooks: { body: [] }, apiKeys: { body: [] } })} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No webhook endpoints yet')).toBeVisible();
    await expect(await canvas.findByText(/No API keys yet\./)).toBeVisible();
  },
};

export const Loading: Story = {
  render: () => <Host routes={integrationRoutes({ webhooks: { never: true }, apiKeys: { never: true } })} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading webhook endpoints…')).toBeVisible();
  },
};

/** No endpoint yet, after a wait: the empty state takes the room its loading state kept, so API keys does not move. */
export const EmptyArrivesInPlace: Story = {
  render: () => <Host routes={integrationRoutes({ webhooks: { body: [], delayMs: 600 }, apiKeys: { body: [] } })} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading webhook endpoints…')).toBeVisible();
    const below = canvas.getByRole('heading', { name: 'API keys' });
    const before = below.getBoundingClientRect().top;
    await expect(await canvas.findByText('No webhook endpoints yet')).toBeVisible();
    await expect(Math.abs(below.getBoundingClientRect().top - before)).toBeLessThanOrEqual(2);
  },
};

export const LoadError: Story = {
  name: 'Load error',
  render: () => (
    <Host
      routes={integrationRoutes({
        webhooks: { status: 500, body: { message: 'The webhook store is unavailable.' } },
        apiKeys: { status: 500, body: { message: 'The key store is unavailable.' } },
      })}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The webhook store is unavailable.', {}, { timeout: 8000 })).toBeVisible();
    await expect(await canvas.findByText('The key store is unavailable.', {}, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Try again' })).toHaveLength(2);
  },
};

/** A member meets the screen only when a host shows it anyway: the server would answer 403, the widget says so first. */
export const Member: Story = {
  name: 'A member without rights',
  render: () => <Host session={memberSession} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Not enough Access!')).toBeVisible();
  },
};

export const AddEndpointFormErrors: Story = {
  name: 'Add endpoint: form errors',
  render: () => <Host />,
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Add endpoint' }));
    const dialog = await body().findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/^URL/), 'ftp://files.example.com/drop');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /license\.new/ }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /license\.renewal/ }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /license\.expiry/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    await waitFor(() => expect(within(dialog).getByText('URL must be an absolute http or https URL.')).toBeVisible());
    await expect(within(dialog).getByText('Choose at least one state.')).toBeVisible();
    await expect(within(dialog).getByText(/Choose at least one event/)).toBeVisible();
  },
};

/** The form's events in two groups; a price endpoint is chosen by ticking price events (a new endpoint has license events only). */
export const AddEndpointPriceEvents: Story = {
  name: 'Add endpoint: price events',
  render: () => <Host />,
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Add endpoint' }));
    const dialog = await body().findByRole('dialog');
    const prices = within(dialog).getByRole('group', { name: 'Price events' });
    await expect(within(dialog).getByRole('group', { name: 'License events' })).toBeVisible();
    await expect(within(prices).getAllByRole('checkbox')).toHaveLength(4);
    await userEvent.type(within(dialog).getByLabelText(/^URL/), 'https://hooks.slack.com/services/T0000/B0000/PRICES2');
    await userEvent.selectOptions(within(dialog).getByLabelText('Format'), 'slack');
    await waitFor(() => expect(within(dialog).getByRole('checkbox', { name: 'Texas' })).toBeVisible());
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Texas' }));
    await userEvent.click(within(prices).getByRole('checkbox', { name: /offer\.price_changed/ }));
    await userEvent.click(within(prices).getByRole('checkbox', { name: /rank\.changed/ }));
    await expect(within(prices).getByRole('checkbox', { name: /rank\.changed/ })).toBeChecked();
    await expect(within(dialog).getByText(/Slack and Teams one summary per import and market/)).toBeVisible();
  },
};

/** A Slack endpoint with license and price events: its card names both groups, its log shows an import's summary. */
export const PriceEventDeliveries: Story = {
  name: 'Price events: card and deliveries',
  render: () => <Host routes={priceIntegrationRoutes()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const item = await canvas.findByRole('listitem', { name: PRICE_SLACK_URL });
    await expect(within(item).getByText(/^License events: New license · Price events: New offer, Price changed, Rank changed/)).toBeVisible();
    await userEvent.click(within(item).getByRole('button', { name: `Deliveries of ${PRICE_SLACK_URL}` }));
    const log = await within(item).findByRole('list', { name: `Deliveries of ${PRICE_SLACK_URL}` });
    await expect(within(log).getByText(/^Price changes in Oncor Electric Delivery Company \(TX\) on 11\/27\/2026: 37 price changes/)).toBeVisible();
    await expect(within(log).getAllByText('offer.summary')).toHaveLength(2);
    await expect(within(log).getByText(/^Test event \(sample: Rank changed: /)).toBeVisible();
  },
};

export const EndpointSecretShownOnce: Story = {
  name: 'Add endpoint: the secret shown once',
  render: () => <Host />,
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Add endpoint' }));
    const dialog = await body().findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/^URL/), 'https://hooks.slack.com/services/T0000/B0000/NEW');
    await userEvent.selectOptions(within(dialog).getByLabelText('Format'), 'slack');
    await waitFor(() => expect(within(dialog).getByRole('checkbox', { name: 'Pennsylvania' })).toBeVisible());
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Pennsylvania' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    const secret = await body().findByLabelText('Signing secret of https://hooks.slack.com/services/T0000/B0000/NEW', {}, { timeout: 8000 });
    await expect(secret).toHaveTextContent(NEW_SECRET);
    await expect(body().getByText('Copy it now: it will not be shown again.')).toBeVisible();
    await expect(body().getByRole('button', { name: 'Copy' })).toBeVisible();
  },
};

export const Deliveries: Story = {
  name: 'Deliveries with failures and retries',
  render: () => <Host />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const item = await canvas.findByRole('listitem', { name: JSON_URL });
    await userEvent.click(within(item).getByRole('button', { name: `Deliveries of ${JSON_URL}` }));
    const log = await within(item).findByRole('list', { name: `Deliveries of ${JSON_URL}` });
    await expect(within(log).getByText('Retrying')).toBeVisible();
    await expect(within(log).getByText('timeout')).toBeVisible();
    await expect(within(log).getByText(/^Next retry:/)).toBeVisible();
    await expect(within(log).getAllByRole('button', { name: /^Resend / })).toHaveLength(3);
  },
};

export const RotatedSecret: Story = {
  name: 'Rotate secret: the new secret shown once',
  render: () => <Host />,
  play: async ({ canvasElement }) => {
    const item = await within(canvasElement).findByRole('listitem', { name: JSON_URL });
    await userEvent.click(within(item).getByRole('button', { name: `Rotate secret of ${JSON_URL}` }));
    await userEvent.click(within(await body().findByRole('dialog')).getByRole('button', { name: 'Rotate secret' }));
    await expect(await body().findByLabelText(`Signing secret of ${JSON_URL}`, {}, { timeout: 8000 })).toHaveTextContent(ROTATED_SECRET);
    await expect(body().getByText(/The previous secret still signs deliveries until/)).toBeVisible();
  },
};

export const KeyShownOnce: Story = {
  name: 'Create key: the key shown once',
  render: () => <Host />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Power BI nightly import');
    await userEvent.click(canvas.getByRole('button', { name: 'Create key' }));
    const dialog = await body().findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/^Name/), 'Tableau');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));
    await expect(await body().findByLabelText('API key Tableau', {}, { timeout: 8000 })).toHaveTextContent(NEW_KEY);
    await expect(body().getByText('Copy it now: it will not be shown again.')).toBeVisible();
  },
};

export const CreateKeyFormErrors: Story = {
  name: 'Create key: form errors',
  render: () => <Host />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Power BI nightly import');
    await userEvent.click(canvas.getByRole('button', { name: 'Create key' }));
    const dialog = await body().findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /companies:read/ }));
    await userEvent.clear(within(dialog).getByLabelText('Expires in (days)'));
    await userEvent.type(within(dialog).getByLabelText('Expires in (days)'), '400');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));
    await waitFor(() => expect(within(dialog).getByText('Name is required.')).toBeVisible());
    await expect(within(dialog).getByText('Choose at least one scope.')).toBeVisible();
    await expect(within(dialog).getByText('Enter a whole number of days from 1 to 365.')).toBeVisible();
  },
};

export const RollKey: Story = {
  name: 'Roll key: grace hours',
  render: () => <Host />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Roll Power BI nightly import' }));
    const dialog = await body().findByRole('dialog');
    await expect(within(dialog).getByLabelText('Grace period (hours)')).toHaveValue(24);
  },
};

/** The endpoint's URL and a server's refusal (a private address) in the form. */
export const ServerRefusesAddress: Story = {
  name: 'Add endpoint: a private address refused by the server',
  render: () => (
    <Host
      routes={integrationRoutes({}, {
        [INTEGRATION_ROUTES.createWebhook]: {
          status: 400,
          body: { message: 'The URL points to a private, loopback or otherwise internal address; Insights delivers only to public addresses.' },
        },
      })}
    />
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Add endpoint' }));
    const dialog = await body().findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/^URL/), 'http://10.0.0.5/hook');
    await waitFor(() => expect(within(dialog).getByRole('checkbox', { name: 'Illinois' })).toBeVisible());
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Illinois' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    await expect(await within(dialog).findByText(/private, loopback or otherwise internal address/, {}, { timeout: 8000 })).toBeVisible();
    // The picture without a focused control: whether the last one clicked draws its focus ring depends on the input
    // modality the previous story left behind (the visual test switches stories in one page).
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A phone's width: the endpoint cards, the actions and the key cards wrap; nothing is wider than the box. */
export const Phone: Story = {
  render: () => (
    <div data-testid="phone-box" style={{ width: 358 }}>
      <Host />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Webhook endpoints' });
    await canvas.findByText('Power BI nightly import');
    const box = canvas.getByTestId('phone-box');
    await expect(box.scrollWidth).toBeLessThanOrEqual(358);
  },
};

/** A super admin works on any client: the Client select (the users screens' one) picks it. */
export const SuperAdmin: Story = {
  name: 'A super admin picks the client',
  render: () => <Host session={superAdminSession} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const picker = await canvas.findByRole('combobox', { name: 'Client' });
    await waitFor(() => expect(within(picker).getByRole('option', { name: 'Northwind Energy' })).toBeInTheDocument());
    await expect(await canvas.findByRole('list', { name: 'Webhook endpoints' })).toBeVisible();
  },
};
