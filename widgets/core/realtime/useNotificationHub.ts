import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useInsights } from '../config/context';
import type { InsightsNotification } from '../../../contract/notifications/schemas';
import { getNotificationHub, type NotificationHub, type NotificationHubState } from './notificationHub';

const OFFLINE: NotificationHubState = { status: 'idle', unread: [], total: 0, synced: false };
const noop = () => () => undefined;

/** The shared realtime connection of the configured hubUrl (none without one), retained while mounted. */
export function useNotificationHub(onReceive?: (n: InsightsNotification) => void): { hub: NotificationHub | null; state: NotificationHubState } {
  const { hubUrl, getAccessToken } = useInsights();
  const hub = useMemo(() => (hubUrl ? getNotificationHub(hubUrl, getAccessToken) : null), [hubUrl, getAccessToken]);
  useEffect(() => (hub ? hub.retain(getAccessToken) : undefined), [hub, getAccessToken]);
  useEffect(() => (hub && onReceive ? hub.onReceive(onReceive) : undefined), [hub, onReceive]);
  const state = useSyncExternalStore(hub ? hub.subscribe : noop, hub ? hub.getState : () => OFFLINE, hub ? hub.getState : () => OFFLINE);
  return { hub, state };
}
