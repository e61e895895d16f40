import { escapeHtml, renderPage } from './pageLayout.js';

export const INVALID_CREDENTIALS = 'Invalid email or password.';
export const ACCOUNT_BLOCKED = 'Your account is blocked.';
/** An intranet client serves one tenant's users (issue 28): anyone else is refused here and gets no token. */
export const wrongTenantMessage = (intranetName: string, tenantName: string) =>
  `${intranetName} is for ${tenantName} users only. Your account belongs to another client: sign in with a ${tenantName} account.`;

export function renderLoginPage({ action, email = '', error }: { action: string; email?: string; error?: string }): string {
  const alert = error ? `<div class="alert" role="alert">${escapeHtml(error)}</div>` : '';
  return renderPage('Sign in', `
    <h1>Sign in</h1>
    <p class="lead">Use your Insights account to continue.</p>
    ${alert}
    <form method="post" action="${escapeHtml(action)}" novalidate>
      <label for="email">Email</label>
      <input id="email" name="email" type="email" autocomplete="username" value="${escapeHtml(email)}" ${email ? '' : 'autofocus'} required>
      <label for="password">Password</label>
      <input id="password" name="password" type="password" autocomplete="current-password" ${email ? 'autofocus' : ''} required>
      <button type="submit">Sign in</button>
    </form>`);
}

export function renderMessagePage(title: string, message: string, link?: { href: string; text: string }): string {
  const action = link ? `<a class="button" href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a>` : '';
  return renderPage(title, `<h1>${escapeHtml(title)}</h1><p class="lead">${escapeHtml(message)}</p>${action}`);
}
