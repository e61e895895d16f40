import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { createFakeHubClient } from './fakeHubClient';
import { getNotificationHub, setHubClientFactory } from './notificationHub';
import { signalrClientFactory } from './hubClient';

afterEach(() => {
  setHubClientFactory(signalrClientFactory);
});

describe('NotificationHub', () => {
  it('a connection closed before it started never starts; the one opened after it connects', async () => {
    const fake = createFakeHubClient({ total: 1, notifications: [] });
    setHubClientFactory(fake.factory);
    const hub = getNotificationHub('http://api.test/notifications-alerts', () => 'token');
    // A widget mounts and unmounts at once (React's strict mode does this), then mounts for good.
    hub.retain(() => 'token')();
    const release = hub.retain(() => 'token');
    expect(fake.created).toBe(2);
    expect(fake.started).toBe(0);
    await waitFor(() => expect(hub.getState()).toMatchObject({ status: 'connected', total: 1, synced: true }));
    // Only the live connection started: the first one's idle start was cancelled with it.
    expect(fake.started).toBe(1);
    release();
  });
});
