import { createHash } from 'node:crypto';

/**
 * Shared shell of the identity provider's own pages. No inline script: the one script (the sign-out page's
 * auto-submit) is a served file (registerIdentityAssets), so the pages work under a Content-Security-Policy of 'self'
 * scripts. The style sheet is inline (the policy allows inline styles): the sign-in page is the first thing a
 * signed-out visitor sees, and a separate style sheet would hold its first paint back by one more round trip.
 */
export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const LOGO = `<svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
  <rect width="36" height="36" rx="9" fill="#0b5fff"/>
  <path d="M11 25V16M18 25V11M25 25V19" stroke="#fff" stroke-width="3.2" stroke-linecap="round"/>
</svg>`;

const STYLES = `
*,*::before,*::after{box-sizing:border-box}
html,body{margin:0;height:100%}
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#1b2430;
  background:linear-gradient(160deg,#eef3ff 0%,#f7f9fc 55%,#e9eef7 100%);display:flex;align-items:center;justify-content:center;padding:24px}
main{width:100%;max-width:400px}
.card{background:#fff;border-radius:14px;box-shadow:0 1px 2px rgba(16,24,40,.06),0 12px 32px rgba(16,24,40,.10);padding:36px 32px 28px}
.brand{display:flex;align-items:center;gap:12px;margin-bottom:28px}
.brand span{font-size:22px;font-weight:700;letter-spacing:-.01em}
h1{font-size:20px;font-weight:600;margin:0 0 6px}
p.lead{margin:0 0 24px;color:#5b6675;font-size:14px}
label{display:block;font-size:14px;font-weight:600;margin:0 0 6px}
input{width:100%;font:inherit;font-size:15px;padding:10px 12px;border:1px solid #c9d1dc;border-radius:8px;background:#fff;color:inherit;margin-bottom:18px}
input:focus{outline:3px solid rgba(11,95,255,.25);border-color:#0b5fff}
button,.button{display:block;width:100%;font:inherit;font-size:15px;font-weight:600;padding:11px 14px;border:0;border-radius:8px;
  background:#0b5fff;color:#fff;cursor:pointer;text-align:center;text-decoration:none}
button:hover,.button:hover{background:#0a4fd6}
.alert{border-radius:8px;padding:10px 12px;margin:0 0 18px;font-size:14px;background:#fdecec;color:#a61b1b;border:1px solid #f5c2c2}
footer{margin-top:18px;text-align:center;font-size:12px;color:#7a8494}
`;

const LOGOUT_SCRIPT = `document.getElementById('op.logoutForm').submit();\n`;

export const IDENTITY_ASSETS_PATH = '/oidc/assets';

const version = (content: string) => createHash('sha256').update(content).digest('hex').slice(0, 10);

/** Served files of the identity pages, by name; their URLs carry a content hash so they can be cached long. */
export const IDENTITY_ASSETS: Record<string, { type: string; content: string }> = {
  'logout.js': { type: 'text/javascript; charset=utf-8', content: LOGOUT_SCRIPT },
};

export function assetUrl(name: string): string {
  const asset = IDENTITY_ASSETS[name];
  if (!asset) throw new Error(`Unknown identity asset ${name}`);
  return `${IDENTITY_ASSETS_PATH}/${name}?v=${version(asset.content)}`;
}

export function renderPage(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Insights</title>
<style>${STYLES}</style>
</head>
<body>
<main>
  <div class="card">
    <div class="brand">${LOGO}<span>Insights</span></div>
    ${body}
  </div>
  <footer>Insights · US retail energy market intelligence</footer>
</main>
</body>
</html>`;
}
