import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { NotificationsPage } from './NotificationsPage';
import { viewLabel } from './columns';
import { createFakeFetch, type FakeReply } from '../../core/testing/fakeFetch';
import { renderWithInsights } from '../../core/testing/renderWithInsights';
import { emptyNotificationsReply, integrationNoticeFixture, notificationFixtures, notificationsPageReply } from '../../../stories/fixtures/notifications';

const GET_ALL = 'POST /api/Notification/GetAll';

function renderPage(routes: Record<string, FakeReply>, props = {}, config = {}) {
  const fake = createFakeFetch({ [GET_ALL]: { body: notificationsPageReply }, ...routes });
  const result = renderWithInsights(<NotificationsPage {...props} />, { fetch: fake.fetch, ...config });
  return { ...result, fake };
}

const bodies = async (fake: ReturnType<typeof createFakeFetch>, route: string) =>
  Promise.all(fake.calls.filter((c) => `${c.method} ${new URL(c.url).pathname}` === route).map((c) => c.clone().json()));

describe('NotificationsPage', () => {
  it('shows the title with the total and the Date and Description columns; requests page 1 of 50 newest first', async () => {
    const { fake } = renderPage({});
    expect(screen.getByRole('heading', { name: /Notifications/ })).toBeTruthy();
    await screen.findByRole('button', { name: viewLabel(notificationFixtures[0]) });
    expect(screen.getByTestId('notifications-total').textContent).toBe('4 total');
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers.slice(0, 2)).toEqual(['Date', 'Description']);
    expect((await bodies(fake, GET_ALL))[0]).toEqual({ PageNumber: 1, PageSize: 50, SearchTerm: '', orderBy: 'createdOn', ascendingOrder: false });
  });

  it("lists an integration's notice with its date and sentence", async () => {
    renderPage({ [GET_ALL]: { body: { data: { records: [integrationNoticeFixture, ...notificationFixtures], total: 5 } } } });
    const open = await screen.findByRole('button', { name: viewLabel(integrationNoticeFixture) });
    const row = open.closest('tr')!;
    expect(row.textContent).toContain(integrationNoticeFixture.message);
    expect(row.textContent).toContain('11/22/2026');
    expect(within(row).queryByRole('link')).toBeNull();
  });

  it("shows 'No Data Found' when empty", async () => {
    renderPage({ [GET_ALL]: { body: emptyNotificationsReply } });
    expect(await screen.findByText('No Data Found')).toBeTruthy();
  });

  it('sorting by Date asks the server for ascending order', async () => {
    const { fake } = renderPage({});
    await screen.findByRole('button', { name: viewLabel(notificationFixtures[0]) });
    fireEvent.click(within(screen.getByRole('columnheader', { name: /Date/ })).getByRole('button'));
    await waitFor(async () => expect((await bodies(fake, GET_ALL)).at(-1)).toMatchObject({ ascendingOrder: true }));
  });

  it('the search popup trims the text and sends the dates; Reset clears them', async () => {
    const { fake } = renderPage({});
    await screen.findByRole('button', { name: viewLabel(notificationFixtures[0]) });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const dialog = screen.getByRole('dialog', { name: 'Search' });
    fireEvent.change(within(dialog).getByLabelText('Search'), { target: { value: '  Lone Star  ' } });
    fireEvent.change(within(dialog).getByLabelText('Date From'), { target: { value: '2026-11-01' } });
    fireEvent.change(within(dialog).getByLabelText('Date To'), { target: { value: '2026-11-30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Search' }));
    await waitFor(async () =>
      expect((await bodies(fake, GET_ALL)).at(-1)).toEqual({ PageNumber: 1, PageSize: 50, SearchTerm: 'Lone Star', orderBy: 'createdOn', ascendingOrder: false, from: '2026-11-01', to: '2026-11-30' }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getAllByRole('button', { name: 'Search' })[0]);
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Search' })).getByRole('button', { name: 'Reset' }));
    await waitFor(async () => expect((await bodies(fake, GET_ALL)).at(-1)).toEqual({ PageNumber: 1, PageSize: 50, SearchTerm: '', orderBy: 'createdOn', ascendingOrder: false }));
  });

  it('viewing an unread message opens Message Content, marks it read and reloads', async () => {
    const { fake } = renderPage({ 'POST /api/Notification/Mark': { body: { data: 1 } } });
    const unread = notificationFixtures[0];
    // The table's description links the company as the bell does.
    const table = await screen.findByRole('table', { name: 'Notifications' });
    expect((await within(table).findAllByRole('link', { name: unread.legalName! }, { timeout: 8000 }))[0].getAttribute('href')).toBe(`/companies/${unread.companyId}`);
    fireEvent.click(await screen.findByRole('button', { name: `View unread message: ${unread.message}` }));
    const dialog = screen.getByRole('dialog', { name: 'Message Content' });
    expect(within(dialog).getByRole('link', { name: unread.legalName! }).getAttribute('href')).toBe(`/companies/${unread.companyId}`);
    await waitFor(async () => expect(await bodies(fake, 'POST /api/Notification/Mark')).toEqual([{ id: unread.id, isRead: true, isAll: false }]));
    await waitFor(async () => expect((await bodies(fake, GET_ALL)).length).toBe(2));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('viewing a read message does not mark it again', async () => {
    const { fake } = renderPage({ 'POST /api/Notification/Mark': { body: { data: 1 } } });
    fireEvent.click(await screen.findByRole('button', { name: `View message: ${notificationFixtures[2].message}` }));
    expect(screen.getByRole('dialog', { name: 'Message Content' })).toBeTruthy();
    expect(await bodies(fake, 'POST /api/Notification/Mark')).toEqual([]);
  });

  it('Mark all as read and Remove (after Yes) call the spec endpoints', async () => {
    const { fake } = renderPage({ 'POST /api/Notification/Mark': { body: { data: 1 } }, 'POST /api/Notification/Remove': { body: { data: 1 } } });
    await screen.findByRole('button', { name: viewLabel(notificationFixtures[0]) });
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(async () => expect(await bodies(fake, 'POST /api/Notification/Mark')).toEqual([{ id: 0, isRead: true, isAll: true }]));
    fireEvent.click(screen.getByRole('button', { name: `Remove: ${notificationFixtures[1].message}` }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(async () => expect(await bodies(fake, 'POST /api/Notification/Remove')).toEqual([{ id: notificationFixtures[1].id, isAll: false }]));
  });

  it('ReadAll only clears the URL query through the host navigate', async () => {
    const navigate = vi.fn();
    const { fake } = renderPage({}, { readAll: true }, { navigate });
    await screen.findByRole('button', { name: viewLabel(notificationFixtures[0]) });
    expect(navigate).toHaveBeenCalledWith('/notifications');
    expect(await bodies(fake, 'POST /api/Notification/Mark')).toEqual([]);
  });

  it("shows the server's message on failure", async () => {
    renderPage({ [GET_ALL]: { status: 500, body: { message: 'Notifications are resting' } } });
    expect(await screen.findByText('Notifications are resting')).toBeTruthy();
  });
});
