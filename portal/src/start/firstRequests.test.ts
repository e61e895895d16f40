import { User } from 'oidc-client-ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storedUserKey } from '../auth/storedUser';
import { TEST_CONFIG } from '../config/runtimeConfig.testing';
import { createFirstRequests, FRESH_MS, LEARN_MS } from './firstRequests';

const config = TEST_CONFIG;

/** A tab: its sessionStorage, its URL, its clock and the network, each under the test's control. */
function tab() {
  const storage = window.sessionStorage;
  let location = '/companies?StateCode=TX';
  let clock = 1_000_000;
  const timers: (() => void)[] = [];
  const pageHide: (() => void)[] = [];
  const network = vi.fn((input: RequestInfo | URL, _init?: RequestInit) => Promise.resolve(new Response(JSON.stringify({ url: String(input) }))));
  const load = () => {
    // A new load: the page before it went away ('pagehide').
    pageHide.splice(0).forEach((run) => run());
    return createFirstRequests({
      storage: () => storage,
      location: () => location,
      now: () => clock,
      fetch: network as unknown as typeof fetch,
      setTimer: (run) => void timers.push(run),
      onPageHide: (run) => void pageHide.push(run),
    });
  };
  return {
    network,
    load,
    go: (to: string) => void (location = to),
    wait: (ms: number) => void (clock += ms),
    fireTimers: () => timers.splice(0).forEach((run) => run()),
  };
}

function signIn({ sub = 'm1', token = 'token-1', expiresIn = 600 } = {}) {
  const user = new User({
    access_token: token,
    token_type: 'Bearer',
    expires_at: Math.floor(Date.now() / 1000) + expiresIn,
    profile: { sub, iss: config.authority, aud: config.clientId, exp: 0, iat: 0 },
  });
  window.sessionStorage.setItem(storedUserKey(config), user.toStorageString());
}

/** What the widgets' API client sends (createApiClient): Accept and the bearer token. */
const read = (token = 'token-1', extra: RequestInit = {}): RequestInit => ({
  method: 'GET',
  headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
  ...extra,
});

/** A POST as the API client sends it. */
const post = (body: string, token = 'token-1'): RequestInit => ({
  method: 'POST',
  headers: { Accept: 'application/json', Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
  body,
});

/** One full load of the page: the start-up script replays, then the app makes its requests. */
async function fullLoad(t: ReturnType<typeof tab>, urls: string[], token = 'token-1') {
  const requests = t.load();
  const sent = requests.replay(config);
  requests.setUser('m1');
  const answers = await Promise.all(urls.map((url) => requests.fetch(url, read(token)).then((response) => response.json())));
  return { requests, sent, answers };
}

beforeEach(() => {
  window.sessionStorage.clear();
});

describe('firstRequests', () => {
  it('learns a page’s first requests and sends them at the next load, before the app asks; the app takes those answers', async () => {
    const t = tab();
    signIn();
    const first = await fullLoad(t, ['/api/address/GetStates', '/api/companies?StateCode=TX']);
    expect(first.sent).toBe(0);
    expect(t.network).toHaveBeenCalledTimes(2);

    t.network.mockClear();
    const requests = t.load();
    expect(requests.replay(config)).toBe(2);
    // Sent by the start-up script, with the stored token, before the app exists.
    expect(t.network).toHaveBeenCalledTimes(2);
    expect(t.network.mock.calls.map(([url]) => url)).toEqual(['/api/address/GetStates', '/api/companies?StateCode=TX']);
    expect(new Headers(t.network.mock.calls[0][1]?.headers).get('authorization')).toBe('Bearer token-1');

    requests.setUser('m1');
    const answer = await requests.fetch('/api/companies?StateCode=TX', read()).then((response) => response.json());
    expect(answer).toEqual({ url: '/api/companies?StateCode=TX' });
    expect(t.network).toHaveBeenCalledTimes(2); // no second request
    // Used once: the same request again goes to the server.
    await requests.fetch('/api/companies?StateCode=TX', read());
    expect(t.network).toHaveBeenCalledTimes(3);
  });

  it('writes what a page learned once, after its first seconds or when the page goes away, not at every request', async () => {
    const t = tab();
    signIn();
    const setItem = vi.spyOn(window.sessionStorage, 'setItem');
    try {
      const requests = t.load();
      requests.replay(config);
      requests.setUser('m1');
      for (const url of ['/api/a', '/api/b', '/api/c']) await requests.fetch(url, read());
      expect(setItem).not.toHaveBeenCalled();
      t.fireTimers(); // LEARN_MS later
      expect(setItem).toHaveBeenCalledTimes(1);
      t.network.mockClear();
      expect(t.load().replay(config)).toBe(3);

      // Reloaded before the window is over: written as the page goes away.
      setItem.mockClear();
      t.go('/activity');
      const early = t.load();
      early.replay(config);
      early.setUser('m1');
      await early.fetch('/api/activity', read());
      expect(setItem).not.toHaveBeenCalled();
      t.network.mockClear();
      expect(t.load().replay(config)).toBe(1);
      expect(setItem).toHaveBeenCalledTimes(1);
    } finally {
      setItem.mockRestore();
    }
  });

  it('keeps pages apart by URL and by user', async () => {
    const t = tab();
    signIn();
    await fullLoad(t, ['/api/companies?StateCode=TX']);
    t.go('/companies?StateCode=OH');
    expect(t.load().replay(config)).toBe(0);
    t.go('/companies?StateCode=TX');
    signIn({ sub: 'someone-else' });
    expect(t.load().replay(config)).toBe(0);
  });

  it('sends nothing with a missing or nearly expired token', async () => {
    const t = tab();
    signIn();
    await fullLoad(t, ['/api/address/GetStates']);
    signIn({ expiresIn: 60 });
    t.network.mockClear();
    expect(t.load().replay(config)).toBe(0);
    window.sessionStorage.removeItem(storedUserKey(config));
    expect(t.load().replay(config)).toBe(0);
    expect(t.network).not.toHaveBeenCalled();
  });

  it('does not hand an answer to a request with another token, other headers, or another method', async () => {
    const t = tab();
    signIn();
    const urls = ['/api/a', '/api/b', '/api/c'];
    await fullLoad(t, urls);
    t.network.mockClear();
    const requests = t.load();
    requests.replay(config);
    requests.setUser('m1');
    expect(t.network).toHaveBeenCalledTimes(3);
    await requests.fetch('/api/a', read('token-2')); // renewed meanwhile
    await requests.fetch('/api/b', read('token-1', { headers: { Accept: 'application/json', Authorization: 'Bearer token-1', 'X-Other': '1' } }));
    await requests.fetch('/api/c', read('token-1', { method: 'POST', body: '{}' }));
    expect(t.network).toHaveBeenCalledTimes(6);
  });

  it('learns neither writes nor requests without a token', async () => {
    const t = tab();
    signIn();
    const requests = t.load();
    requests.replay(config);
    requests.setUser('m1');
    await requests.fetch('/api/write', read('token-1', { method: 'PUT', body: '{}' }));
    await requests.fetch('/api/company/merge', post('{"a":1}'));
    await requests.fetch('/api/public', { headers: { Accept: 'application/json' } });
    await requests.fetch('/api/read', read());
    t.network.mockClear();
    t.load().replay(config);
    expect(t.network.mock.calls.map(([url]) => url)).toEqual(['/api/read']);
  });

  it('sends the POSTs the specifications define as reads early too, with their body, and answers only the same body', async () => {
    const t = tab();
    signIn();
    const search = '{"stateCode":"TX","page":1}';
    await (async () => {
      const requests = t.load();
      requests.replay(config);
      requests.setUser('m1');
      await requests.fetch('/api/company/getall', post(search));
      await requests.fetch('/api/Notification/GetAll', post('{}'));
    })();
    t.network.mockClear();
    const requests = t.load();
    expect(requests.replay(config)).toBe(2);
    const [url, init] = t.network.mock.calls[0];
    expect(url).toBe('/api/company/getall');
    expect(init).toMatchObject({ method: 'POST', body: search });
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    requests.setUser('m1');
    await requests.fetch('/api/company/getall', post(search));
    await requests.fetch('/api/Notification/GetAll', post('{"page":2}')); // another search: to the server
    expect(t.network).toHaveBeenCalledTimes(3);
  });

  it('counts only the first seconds after a page’s first request', async () => {
    const t = tab();
    signIn();
    const requests = t.load();
    requests.replay(config);
    requests.setUser('m1');
    t.wait(10_000); // a slow phone: the app's first request comes late, and still counts
    await requests.fetch('/api/first', read());
    t.wait(LEARN_MS - 1);
    await requests.fetch('/api/second', read());
    t.wait(2);
    await requests.fetch('/api/after-a-click', read());
    t.network.mockClear();
    t.load().replay(config);
    expect(t.network.mock.calls.map(([url]) => url)).toEqual(['/api/first', '/api/second']);
  });

  it('a full load replaces what was known; a page reached inside the app adds to it', async () => {
    const t = tab();
    signIn();
    await fullLoad(t, ['/api/old']);
    await fullLoad(t, ['/api/new']); // the app asked for /api/old's answer no more: it is forgotten
    t.network.mockClear();
    t.load().replay(config);
    expect(t.network.mock.calls.map(([url]) => url)).toEqual(['/api/new']);

    // Reached inside the app: shared answers (the states) may be cached, so what it asks adds to what was known.
    const inApp = t.load();
    inApp.setUser('m1');
    t.go('/activity');
    await inApp.fetch('/api/activity', read());
    t.go('/companies?StateCode=TX');
    await inApp.fetch('/api/companies?StateCode=TX', read());
    t.network.mockClear();
    t.load().replay(config);
    expect(t.network.mock.calls.map(([url]) => url)).toEqual(['/api/new', '/api/companies?StateCode=TX']);
    t.go('/activity');
    t.network.mockClear();
    t.load().replay(config);
    expect(t.network.mock.calls.map(([url]) => url)).toEqual(['/api/activity']);
  });

  it('drops answers nobody asked for in time', async () => {
    const t = tab();
    signIn();
    await fullLoad(t, ['/api/a']);
    t.network.mockClear();
    const requests = t.load();
    requests.replay(config);
    requests.setUser('m1');
    t.fireTimers(); // FRESH_MS later
    await requests.fetch('/api/a', read());
    expect(t.network).toHaveBeenCalledTimes(2);
    expect(FRESH_MS).toBeGreaterThan(LEARN_MS);
  });

  it('rejects with an AbortError when the app gives up, as fetch does', async () => {
    const t = tab();
    signIn();
    await fullLoad(t, ['/api/a']);
    let answer!: (response: Response) => void;
    t.network.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    const requests = t.load();
    requests.replay(config);
    requests.setUser('m1');
    const controller = new AbortController();
    const pending = requests.fetch('/api/a', read('token-1', { signal: controller.signal }));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    answer(new Response('{}'));
  });

  it('learns nothing without a signed-in user, and survives unreadable storage', async () => {
    const t = tab();
    const requests = t.load();
    requests.setUser(null);
    await requests.fetch('/api/a', read());
    expect(window.sessionStorage.getItem('insights.firstRequests.v1')).toBeNull();
    window.sessionStorage.setItem('insights.firstRequests.v1', 'not json');
    signIn();
    expect(t.load().replay(config)).toBe(0);
  });
});
