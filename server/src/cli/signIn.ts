// The same code + PKCE flow the server tests use, so a command-line tool gets a real access token.
import { login } from '../../test/support/oidcLogin.js';

export async function signInWithPassword(baseUrl: string, email: string, password: string): Promise<string> {
  return (await login(baseUrl.replace(/\/$/, ''), email, password)).accessToken;
}
