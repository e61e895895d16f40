/** A reply for one route of a fake fetch: JSON body (status 200 by default), or a function of the request. */
export type FakeReply =
  | { status?: number; body?: unknown; statusText?: string; delayMs?: number }
  | { networkError: true }
  | { never: true }
  | ((request: Request) => FakeReply | Promise<FakeReply>);

export interface FakeFetch {
  fetch: typeof fetch;
  /** Every request seen, in order. */
  calls: Request[];
}

function jsonResponse(status: number, body: unknown, statusText = ''): Response {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return new Response(status === 204 ? null : text, {
    status,
    statusText,
    headers: { 'content-type': typeof body === 'string' ? 'text/plain' : 'application/json' },
  });
}

async function resolveReply(reply: FakeReply, request: Request): Promise<Response> {
  if (typeof reply === 'function') return resolveReply(await reply(request), request);
  if ('networkError' in reply) throw new TypeError('Failed to fetch');
  if ('never' in reply) return new Promise<Response>(() => {}); // keeps a view in its loading state
  if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
  return jsonResponse(reply.status ?? 200, reply.body, reply.statusText);
}

/**
 * A fetch that answers by "METHOD /path" (path without query string), for stories and component tests.
 * Unknown routes answer 404 so a missing fixture is visible rather than hanging.
 */
export function createFakeFetch(routes: Record<string, FakeReply>): FakeFetch {
  const calls: Request[] = [];
  const fakeFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    calls.push(request);
    const { pathname } = new URL(request.url);
    const reply = routes[`${request.method} ${pathname}`];
    if (!reply) return jsonResponse(404, { message: `No fixture for ${request.method} ${pathname}` });
    return resolveReply(reply, request);
  };
  return { fetch: fakeFetch, calls };
}
