import { readStoredUser, userStorage } from '../auth/storedUser';

/**
 * A page's first API requests, started by the start-up script while the app is still downloading (ADR 0038).
 *
 * A page's data used to be requested only once React, the router and the screen had arrived and rendered: on a phone
 * that is the last link of the chain before the page shows its content (about 0.3 s of Lighthouse's simulated slow 4G).
 * The screens' requests depend on the screen's code, the signed-in user and the URL, so the start-up script cannot
 * know them in advance; it learns them instead. While the app runs, the authorised GET requests a page makes in its
 * first seconds are noted under its URL (path and query) and the signed-in user, and so are the few POSTs the
 * specifications define as reads (READ_POSTS), with their body. The next time this tab loads that
 * URL from scratch (a reload, a link opened in place, a bookmark), the start-up script sends the same requests with
 * the stored access token as soon as the configuration has arrived, and the app's identical request (same URL, body
 * and token, no other headers) takes the answer that is already on its way instead of sending its own.
 *
 * Kept in sessionStorage, beside the signed-in user it belongs to: gone with the tab, never shared between users. Read
 * once per load and written once per page's learning window (LEARN_MS after its first request) or when the page goes
 * away, not at every request: parsing and writing the store at each of a page's first requests cost its loading tasks
 * several milliseconds each on a phone.
 * Only reads are learned and sent, an answer is used once, and an answer nobody asked for within FRESH_MS is dropped.
 */

const STORE_KEY = 'insights.firstRequests.v1';
/** How long after a page is reached its requests count as its first ones. */
export const LEARN_MS = 3_000;
/** How long an early answer waits for the app's request; later, the app asks the server itself. */
export const FRESH_MS = 15_000;
const MAX_PAGES = 20;
const MAX_REQUESTS = 12;
/**
 * POSTs that only read, by the specifications: the company search (spec 1), a company's or the client's own licenses
 * and the notifications (spec 2 §7), one user's record (spec 2 §7 userInfo). Any other POST is never sent early.
 */
const READ_POSTS = [/\/api\/company\/getall$/i, /\/api\/license\/getall$/i, /\/api\/notification\/getall$/i, /\/api\/client\/[^/]+\/userinfo$/i];
/** No early requests with a token this close to its end: the app renews it first, and the answers would not match. */
const MIN_TOKEN_SECONDS = 120;

/** A learned request: a GET, or with a body one of READ_POSTS. */
interface Read {
  url: string;
  body?: string;
}
interface Learned {
  at: number;
  requests: Read[];
}
type Store = Record<string, Learned>;

interface Early {
  authorization: string;
  response: Promise<Response>;
}

export interface FirstRequestsOptions {
  storage?: () => Storage;
  /** The page's URL as it is now (path and query). */
  location?: () => string;
  now?: () => number;
  fetch?: typeof fetch;
  setTimer?: (run: () => void, ms: number) => void;
  /** Runs `save` when the page goes away (a reload, a link followed): what was learned is written then at the latest. */
  onPageHide?: (save: () => void) => void;
}

export interface FirstRequests {
  /**
   * At a full load: sends the requests learned for this URL and user, if the stored user's token has time left, and
   * starts learning this load's first requests afresh.
   */
  replay(settings: { authority: string; clientId: string }): number;
  /** The user whose requests are learned (null: none are). */
  setUser(sub: string | null): void;
  /** The fetch the widgets use: an early answer when one matches, the network otherwise; it learns on the way. */
  fetch: typeof fetch;
}

const pageKey = (sub: string, location: string) => `${sub} ${location}`;

const sameRead = (a: Read, b: Read) => a.url === b.url && a.body === b.body;
const readKey = (read: Read) => `${read.url}\n${read.body ?? ''}`;

/** The request as a learnable read, with its token: an authorised GET, or one of READ_POSTS with a JSON body. */
function plainRead(input: RequestInfo | URL, init: RequestInit | undefined): { read: Read; authorization: string } | null {
  if (typeof input !== 'string' && !(input instanceof URL)) return null;
  const url = typeof input === 'string' ? input : input.href;
  const method = (init?.method ?? 'GET').toUpperCase();
  const body = init?.body;
  const headers = new Headers(init?.headers);
  const names = [...headers.keys()].map((name) => name.toLowerCase());
  const allowed = method === 'GET' ? ['accept', 'authorization'] : ['accept', 'authorization', 'content-type'];
  const authorization = headers.get('authorization');
  if (!authorization || names.some((name) => !allowed.includes(name))) return null;
  if (headers.has('accept') && headers.get('accept') !== 'application/json') return null;
  if (method === 'GET' && body == null) return { read: { url }, authorization };
  const path = url.split('?')[0];
  if (method !== 'POST' || typeof body !== 'string' || !READ_POSTS.some((pattern) => pattern.test(path))) return null;
  if (headers.get('content-type') !== 'application/json') return null;
  return { read: { url, body }, authorization };
}

/** The answer, or the signal's reason (an AbortError) as soon as the caller gives up, as fetch itself does. */
function abortable(response: Promise<Response>, signal: AbortSignal | null | undefined): Promise<Response> {
  if (!signal) return response;
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    response.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

export function createFirstRequests(options: FirstRequestsOptions = {}): FirstRequests {
  const storage = options.storage ?? userStorage;
  const location = options.location ?? (() => window.location.pathname + window.location.search);
  const now = options.now ?? Date.now;
  const send = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const setTimer = options.setTimer ?? ((run: () => void, ms: number) => void setTimeout(run, ms));
  const onPageHide = options.onPageHide ?? ((save: () => void) => window.addEventListener('pagehide', save));

  const early = new Map<string, Early>();
  let sub: string | null = null;
  // The page whose first requests are being noted: since its first request (on a slow phone the app may take seconds
  // to get there), and whether they replace what was known (a full load makes every request its page needs) or add to
  // it (a page reached inside the app finds some answers already cached).
  let learning: { location: string; since: number | null; replace: boolean } | null = null;

  // The store as this load knows it: read from storage once, written back by save().
  let store: Store | null = null;
  let unsaved = false;
  let hideHooked = false;

  function read(): Store {
    if (store) return store;
    try {
      const parsed: unknown = JSON.parse(storage().getItem(STORE_KEY) ?? '{}');
      store = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Store) : {};
    } catch {
      store = {};
    }
    return store;
  }

  function save() {
    if (!unsaved || !store) return;
    unsaved = false;
    const kept = Object.entries(store)
      .sort(([, a], [, b]) => b.at - a.at)
      .slice(0, MAX_PAGES);
    try {
      storage().setItem(STORE_KEY, JSON.stringify(Object.fromEntries(kept)));
    } catch {
      // Storage full or blocked: the next load simply makes its requests itself.
    }
  }

  /** Writes the store once the learning window is over, or when the page goes away if that comes first. */
  function saveSoon() {
    if (!hideHooked) {
      hideHooked = true;
      onPageHide(save);
    }
    if (unsaved) return;
    unsaved = true;
    setTimer(save, LEARN_MS);
  }

  function learn(request: Read) {
    if (!sub) return;
    const here = location();
    if (!learning || learning.location !== here) learning = { location: here, since: null, replace: false };
    learning.since ??= now();
    if (now() - learning.since > LEARN_MS) return;
    const pages = read();
    const key = pageKey(sub, here);
    const known = learning.replace ? [] : (pages[key]?.requests ?? []);
    if (learning.replace) learning.replace = false;
    else if (known.some((read) => sameRead(read, request))) return;
    pages[key] = { at: now(), requests: [...known, request].slice(-MAX_REQUESTS) };
    saveSoon();
  }

  return {
    replay(settings) {
      const user = readStoredUser(settings, storage());
      const here = location();
      sub = typeof user?.profile.sub === 'string' ? user.profile.sub : null;
      learning = { location: here, since: null, replace: true };
      if (!user || !sub || (user.expires_in ?? 0) < MIN_TOKEN_SECONDS) return 0;
      const authorization = `Bearer ${user.access_token}`;
      const learned = read()[pageKey(sub, here)]?.requests;
      const requests = Array.isArray(learned) ? learned.filter((request) => typeof request?.url === 'string') : [];
      for (const request of requests) {
        const response =
          request.body === undefined
            ? send(request.url, { headers: { Accept: 'application/json', Authorization: authorization } })
            : send(request.url, {
                method: 'POST',
                headers: { Accept: 'application/json', Authorization: authorization, 'Content-Type': 'application/json' },
                body: request.body,
              });
        // Not an unhandled rejection when nobody takes it: the app's own request reports its failures.
        response.catch(() => undefined);
        early.set(readKey(request), { authorization, response });
      }
      if (requests.length) setTimer(() => early.clear(), FRESH_MS);
      return requests.length;
    },
    setUser(next) {
      if (next !== sub) learning = null;
      sub = next;
    },
    fetch(input, init) {
      const plain = plainRead(input, init);
      if (plain === null) return send(input, init);
      learn(plain.read);
      const key = readKey(plain.read);
      const answer = early.get(key);
      if (answer) {
        early.delete(key);
        if (answer.authorization === plain.authorization) return abortable(answer.response, init?.signal);
      }
      return send(input, init);
    },
  };
}

/** The portal's one instance: the start-up script replays into it, the widgets fetch through it. */
export const firstRequests = createFirstRequests();
