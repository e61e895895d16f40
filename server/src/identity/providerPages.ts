import { assetUrl, escapeHtml, renderPage } from './pageLayout.js';
import { renderMessagePage } from './loginPage.js';

interface PageContext {
  body: unknown;
  type: string;
}

/**
 * The portal has already decided to sign out when it calls end_session, so the library's
 * "Do you want to sign-out?" question is answered yes automatically by a served script (a button remains without
 * JavaScript).
 */
export async function logoutSource(ctx: PageContext, form: string): Promise<void> {
  ctx.type = 'html';
  ctx.body = renderPage('Signing out', `
    <h1>Signing out…</h1>
    ${form}
    <input type="hidden" form="op.logoutForm" name="logout" value="yes">
    <noscript><button type="submit" form="op.logoutForm">Sign out</button></noscript>
    <script src="${escapeHtml(assetUrl('logout.js'))}"></script>`);
}

export async function postLogoutSuccessSource(ctx: PageContext): Promise<void> {
  ctx.type = 'html';
  ctx.body = renderMessagePage('Signed out', 'You are now signed out of Insights.', { href: '/', text: 'Back to Log In' });
}

export async function renderError(ctx: PageContext, out: Record<string, unknown>): Promise<void> {
  ctx.type = 'html';
  const description = out.error_description ?? out.error ?? 'Something went wrong.';
  ctx.body = renderPage('Sign-in error', `
    <h1>Sign-in error</h1>
    <div class="alert" role="alert">${escapeHtml(description)}</div>
    <a class="button" href="/">Return to Insights</a>`);
}
