import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { NotificationBell } from './NotificationBell';
import { renderWithInsights } from '../../core/testing/renderWithInsights';
import { createFakeHubClient, type FakeHubClient } from '../../core/realtime/fakeHubClient';
import { setHubClientFactory } from '../../core/realtime/notificationHub';
import { signalrClientFactory } from '../../core/realtime/hubClient';
import { createFakeFetch } from '../../core/testing/fakeFetch';
import { integrationNoticeFixture, notificationFixtures, unreadFixture } from '../../../stories/fixtures/notifications';
import { notificationText } from '../../core/api/notifications';

let hub: FakeHubClient;
beforeEach(() => {
  hub = createFakeHubClient(unreadFixture);
  setHubClientFactory(hub.factory);
});
afterEach(() => {
  setHubClientFactory(signalrClientFactory);
});

const HUB = 'http://api.test/notifications-alerts';

describe('NotificationBell', () => {
  it('shows the unread count from the hub and lists unread items in bold with the spec wording', async () => {
    renderWithInsights(<NotificationBell />, { hubUrl: HUB });
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    fireEvent.click(bell);
    // The panel's code comes on first use.
    const panel = await screen.findByRole('region', { name: 'Unread notifications' });
    const items = within(panel).getAllByRole('listitem');
    expect(items.map((li) => li.firstElementChild?.textContent)).toEqual([
      'New License PUCT-10482 has been registered for Lone Star Power LLC on 11/20/2026',
      'License OH-ES-2211 for Buckeye Energy Partners has been renewed on 11/19/2026',
    ]);
    expect(items.every((li) => li.getAttribute('data-unread') === 'true')).toBe(true);
    expect(getComputedStyle(items[0]).fontWeight).toBe('600');
    const link = within(items[0]).getByRole('link', { name: 'Lone Star Power LLC' });
    expect(link.getAttribute('href')).toBe('/companies/c0000000-0000-4000-8000-000000000001');
  });

  it('adds a pushed notification at once, without any request', async () => {
    const fake = createFakeFetch({});
    renderWithInsights(<NotificationBell />, { hubUrl: HUB, fetch: fake.fetch });
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    const pushed = { ...notificationFixtures[3], id: 200, isRead: false };
    act(() => hub.push(pushed));
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    // Without a company name: 'a company you are following', not a link.
    const first = within(await screen.findByRole('region', { name: 'Unread notifications' })).getAllByRole('listitem')[0];
    expect(first.textContent).toContain(notificationText(pushed));
    expect(first.textContent).toContain('New License IL-ARES-77 has been registered for a company you are following on 10/02/2026');
    expect(within(first).queryByRole('link')).toBeNull();
    expect(fake.calls).toHaveLength(0);
  });

  it("shows an integration's notice (no license, no company) as the server's sentence, without a link", async () => {
    renderWithInsights(<NotificationBell />, { hubUrl: HUB });
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    act(() => hub.push(integrationNoticeFixture));
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    const first = within(await screen.findByRole('region', { name: 'Unread notifications' })).getAllByRole('listitem')[0];
    expect(first.firstElementChild?.textContent).toBe(integrationNoticeFixture.message);
    expect(within(first).queryByRole('link')).toBeNull();
  });

  it('refetches the unread list on SyncNotifications', async () => {
    renderWithInsights(<NotificationBell />, { hubUrl: HUB });
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    hub.setUnread({ total: 0, notifications: [] });
    act(() => hub.sync());
    await screen.findByRole('button', { name: 'Notifications' });
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No unread notifications')).toBeTruthy();
  });

  it('two bells on one page share one connection', async () => {
    renderWithInsights(<><NotificationBell /><NotificationBell /></>, { hubUrl: HUB });
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Notifications, 2 unread' })).toHaveLength(2));
    expect(hub.created).toBe(1);
    expect(hub.started).toBe(1);
  });

  it('waits for an access token before connecting', async () => {
    let token: string | null = null;
    renderWithInsights(<NotificationBell />, { hubUrl: HUB, getAccessToken: () => token });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(hub.started).toBe(0);
    token = 'later-token';
    await waitFor(() => expect(hub.started).toBe(1), { timeout: 3000 });
  });

  it('Mark all as read posts Mark with isAll and refreshes', async () => {
    const fake = createFakeFetch({ 'POST /api/Notification/Mark': { body: { data: 1 } } });
    renderWithInsights(<NotificationBell />, { hubUrl: HUB, fetch: fake.fetch });
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    hub.setUnread({ total: 0, notifications: [] });
    fireEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    await screen.findByText('No unread notifications');
    expect(await fake.calls[0].json()).toEqual({ id: 0, isRead: true, isAll: true });
  });
});
