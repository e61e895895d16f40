import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Subscriptions } from './Subscriptions';
import { createFakeFetch, type FakeReply } from '../../core/testing/fakeFetch';
import { renderWithInsights } from '../../core/testing/renderWithInsights';
import { fixtureSession, notificationSettingsFixture, subscribedCompaniesFixture } from '../../../stories/fixtures/notifications';

const base = `/api/client/${fixtureSession.clientId}/user`;

function renderTab(routes: Record<string, FakeReply> = {}, settings = notificationSettingsFixture) {
  const fake = createFakeFetch({
    [`GET ${base}/notification-settings`]: { body: settings },
    [`GET ${base}/subscribed-companies`]: { body: subscribedCompaniesFixture },
    [`POST ${base}/notification-settings`]: { body: { data: 'Notification settings saved successfully.' } },
    ...routes,
  });
  renderWithInsights(<Subscriptions />, { fetch: fake.fetch, session: fixtureSession });
  return fake;
}

const daysInput = () => screen.getByRole('spinbutton', { name: 'Expiry License alerts days before.' }) as HTMLInputElement;

describe('Subscriptions', () => {
  it("loads the user's settings with the secureId and lists subscribed companies linking to their page", async () => {
    const fake = renderTab();
    await waitFor(() => expect(daysInput().value).toBe('30'));
    expect((screen.getByRole('checkbox', { name: 'Email' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Web' }) as HTMLInputElement).checked).toBe(true);
    expect(fake.calls.map((c) => c.url)).toContain(`http://api.test${base}/notification-settings?secureId=${fixtureSession.sub}`);
    const table = screen.getByRole('table', { name: 'Subscribed Companies' });
    expect(within(table).getByRole('columnheader').textContent).toBe('Company Name');
    const link = await within(table).findByRole('link', { name: 'Lone Star Power LLC' });
    expect(link.getAttribute('href')).toBe(`/companies/${subscribedCompaniesFixture[2].companyId}`);
  });

  it('disables the days field unless Email or Web is ticked', async () => {
    renderTab();
    await waitFor(() => expect(daysInput().value).toBe('30'));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Email' }));
    expect(daysInput().disabled).toBe(false);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Web' }));
    expect(daysInput().disabled).toBe(true);
  });

  it('shows the three validation messages and does not save an invalid value', async () => {
    const fake = renderTab();
    await waitFor(() => expect(daysInput().value).toBe('30'));
    for (const [value, message] of [['', 'Number of days is required for advance notifications!'], ['0', 'Value must be at least 1'], ['101', 'Value must not exceed 100']]) {
      fireEvent.change(daysInput(), { target: { value } });
      // The form's rules (contract/settings/forms.ts) run through react-hook-form's resolver: asynchronously.
      await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
      expect(daysInput().getAttribute('aria-invalid')).toBe('true');
    }
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Value must not exceed 100'));
    expect(fake.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    // Both channels off: the days are neither checked nor sent.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Email' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Web' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it("saves with the spec's fields and shows the server's message", async () => {
    const fake = renderTab();
    await waitFor(() => expect(daysInput().value).toBe('30'));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Email' }));
    fireEvent.change(daysInput(), { target: { value: '14' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Notification settings saved successfully.')).toBeTruthy();
    const post = fake.calls.find((c) => c.method === 'POST')!;
    expect(await post.json()).toEqual({ Id: 12, SecureId: fixtureSession.sub, allowEmail: false, allowSms: false, allowWeb: true, notificationTriggerInDays: 14, digest: 'off' });
  });

  it('does not send the days when both channels are off', async () => {
    const fake = renderTab();
    await waitFor(() => expect(daysInput().value).toBe('30'));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Email' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Web' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Notification settings saved successfully.');
    expect(await fake.calls.find((c) => c.method === 'POST')!.json()).toEqual({ Id: 12, SecureId: fixtureSession.sub, allowEmail: false, allowSms: false, allowWeb: false, digest: 'off' });
  });

  it('saves the e-mail digest choice (issue 23) beside the spec fields', async () => {
    const fake = renderTab();
    await waitFor(() => expect(daysInput().value).toBe('30'));
    fireEvent.change(screen.getByRole('combobox', { name: /E-mail digest/ }), { target: { value: 'weekly' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Notification settings saved successfully.');
    expect(await fake.calls.find((c) => c.method === 'POST')!.json()).toMatchObject({ allowEmail: true, allowWeb: true, digest: 'weekly' });
  });

  it("shows the server's error message as a toast", async () => {
    renderTab({ [`POST ${base}/notification-settings`]: { status: 400, body: { message: 'Value must not exceed 100' } } });
    await waitFor(() => expect(daysInput().value).toBe('30'));
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Value must not exceed 100')).toBeTruthy();
  });
});
