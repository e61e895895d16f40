import type { TestServer } from './support/testServer.js';

/** POST a JSON body as `email` and return status and parsed body (text when not JSON). */
export function poster(server: TestServer) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test helper: callers read reply fields without declaring each shape
  return async function post<T = any>(email: string | null, path: string, body: unknown): Promise<{ status: number; body: T; text: string }> {
    const token = email ? await server.tokenFor(email) : undefined;
    const response = await server.api(path, {
      method: 'POST',
      token,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // text/plain replies (SubscribeNotification)
    }
    return { status: response.status, body: parsed as T, text };
  };
}

export function getter(server: TestServer) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test helper: callers read reply fields without declaring each shape
  return async function get<T = any>(email: string | null, path: string): Promise<{ status: number; body: T; text: string }> {
    const token = email ? await server.tokenFor(email) : undefined;
    const response = await server.api(path, { token });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: response.status, body: parsed as T, text };
  };
}

export const SUPER = 'super@insights.test';
export const ADMIN = 'admin@northwind.test';
export const MEMBER = 'member@northwind.test';
export const CONTOSO = 'member@contoso.test';
