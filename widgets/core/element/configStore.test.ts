import { afterEach, describe, expect, it } from 'vitest';
import { configure, getElementConfig, resetElementConfig } from './configStore';
import { TOKEN_GETTER_REQUIRED, resolveConfig } from '../config/resolveConfig';
import { NotificationHub } from '../realtime/notificationHub';
import type { HubClient, HubClientFactory } from '../realtime/hubClient';

afterEach(() => resetElementConfig());

/** A hub client that records the token factory the hub gives it and connects at once. */
function recordingFactory() {
  const seen: { tokenFactory?: () => Promise<string> } = {};
  const factory: HubClientFactory = (_url, tokenFactory) => {
    seen.tokenFactory = tokenFactory;
    const client: HubClient = {
      on: () => undefined,
      start: async () => void (await tokenFactory()),
      stop: async () => undefined,
      invoke: async <T,>() => ({ total: 0, notifications: [] }) as T,
      onreconnecting: () => undefined,
      onreconnected: () => undefined,
      onclose: () => undefined,
    };
    return client;
  };
  return { factory, seen };
}

describe('element configuration: access tokens', () => {
  it('asks the latest token source on every call, also through a getter taken before a later configure()', async () => {
    let token = 'first';
    configure({ apiBaseUrl: 'https://insights.example', getAccessToken: () => token });
    const taken = getElementConfig().config.getAccessToken;
    expect(await taken()).toBe('first');
    token = 'renewed';
    expect(await taken()).toBe('renewed');

    configure({ getAccessToken: async () => 'from another source' });
    expect(await taken()).toBe('from another source');
    // Other settings leave the token source alone.
    configure({ portalUrl: 'https://portal.example' });
    expect(await getElementConfig().config.getAccessToken()).toBe('from another source');
  });

  it('refuses a token instead of a function, with a clear message', () => {
    expect(() => configure({ getAccessToken: 'eyJhbGciOi…' as unknown as () => string })).toThrow(new TypeError(TOKEN_GETTER_REQUIRED));
    expect(() => resolveConfig({ apiBaseUrl: '', getAccessToken: undefined as unknown as () => null })).toThrow(TOKEN_GETTER_REQUIRED);
  });

  it('the hub connection of the elements gets a fresh token at each (re)connect', async () => {
    let token = 'token-1';
    configure({ apiBaseUrl: 'https://insights.example', getAccessToken: () => token });
    const { factory, seen } = recordingFactory();
    const hub = new NotificationHub('https://insights.example/notifications-alerts', getElementConfig().config.getAccessToken, factory);
    const release = hub.retain(getElementConfig().config.getAccessToken);
    await expect.poll(() => hub.getState().status).toBe('connected');
    expect(await seen.tokenFactory!()).toBe('token-1');

    token = 'token-2';
    expect(await seen.tokenFactory!()).toBe('token-2');
    configure({ getAccessToken: () => 'token-3' });
    expect(await seen.tokenFactory!()).toBe('token-3');
    release();
  });
});
