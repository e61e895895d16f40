/**
 * The rule of an intranet page's address (redirect and post-logout URIs): an absolute https URL, or http on the
 * machine itself (localhost, 127.0.0.1, [::1]) for development; no fragment (OAuth forbids one). Pure TypeScript:
 * the Embedding form and the server apply the same rule.
 */
/** The WHATWG URL parser, present in every runtime the contract runs in (browsers, Node); the contract's lib has no DOM. */
interface ParsedUrl {
  protocol: string;
  hostname: string;
  hash: string;
  username: string;
  password: string;
  origin: string;
}
const URL = (globalThis as unknown as { URL: new (input: string) => ParsedUrl }).URL;

const LOCAL_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);

export function redirectUriProblem(value: string): string | null {
  let url: ParsedUrl;
  try {
    url = new URL(value);
  } catch {
    return `'${value}' is not an absolute URL (e.g. https://intranet.example.com/team/portal.html).`;
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname))) {
    return `'${value}' must use https (http only for localhost).`;
  }
  if (url.hash || value.includes('#')) return `'${value}' must not contain a fragment (#).`;
  if (url.username || url.password) return `'${value}' must not contain a user name or password.`;
  return null;
}

/** The origins (scheme, host, port) of a client's pages: CORS of the token endpoint and the API follows them. */
export function originsOf(uris: readonly string[]): string[] {
  const origins = new Set<string>();
  for (const uri of uris) {
    try {
      origins.add(new URL(uri).origin);
    } catch {
      // A stored address was validated on the way in; an unreadable one grants nothing.
    }
  }
  return [...origins];
}
