// An intranet on its own origin signs its users in to Insights with its own public OIDC client
// (authorization code + PKCE through oidc-client-ts) and hands the access token to the widgets.
// oidc (oidc-client-ts browser build) and INSIGHTS_URL are page globals (eslint.config.js names them).
const insights = INSIGHTS_URL.replace(/\/$/, '');
const here = `${location.origin}${location.pathname}`;

const users = new oidc.UserManager({
  authority: `${insights}/oidc`,
  client_id: 'insights-intranet-example',   // registered for this page by default, or through INTRANET_CLIENTS
  redirect_uri: here,
  post_logout_redirect_uri: here,
  response_type: 'code',
  // The API scope gives an access token for the Insights API; the provider adds a refresh token to renew it.
  scope: 'openid profile email access:INS',
  loadUserInfo: false,
  automaticSilentRenew: true,                // renews with the refresh token before the access token expires
  userStore: new oidc.WebStorageStateStore({ store: window.sessionStorage }),
});

// Coming back from the sign-in page: finish the code exchange and drop code and state from the address bar
// (the code is spent; a reload must not send it again).
if (new URLSearchParams(location.search).has('code')) {
  await users.signinRedirectCallback();
  history.replaceState(null, '', here);
}

const user = await users.getUser();
document.getElementById('sign-in').hidden = Boolean(user);
document.getElementById('sign-out').hidden = !user;
document.getElementById('who').textContent = user ? `Signed in as ${user.profile.email}` : '';
document.getElementById('sign-in').onclick = () => users.signinRedirect();
document.getElementById('sign-out').onclick = () => users.signoutRedirect();

// The widgets: one small script from the Insights server (the per-tag loader: each tag's code arrives when the tag
// first appears, the detail element's only once a company is picked); configure() once for every element.
const { configure, createSession } = await import(`${insights}/widgets/loader/insights-elements.js`);
// The detail element is placed when the first company is picked, and then only gets a new company-id.
function showCompany(companyId) {
  let detail = document.querySelector('insights-company-detail');
  if (!detail) {
    detail = document.createElement('insights-company-detail');
    document.getElementById('detail-slot').replaceChildren(detail);
  }
  detail.setAttribute('company-id', companyId);
}
configure({
  apiBaseUrl: insights,
  hubUrl: `${insights}/notifications-alerts`,   // live notifications for an <insights-notification-bell> on the page
  portalUrl: insights,                       // links in the widgets point at the Insights portal…
  // …but a plain click on a company stays on this page: it opens in the detail element beside the list.
  navigate: (path) => {
    const company = /^\/companies\/([^/?#]+)/.exec(path);
    if (company) showCompany(decodeURIComponent(company[1]));
    else window.open(`${insights}${path}`, '_blank', 'noopener');
  },
  // Asked before every call, so a renewed token is used as soon as oidc-client-ts has it.
  getAccessToken: async () => (await users.getUser())?.access_token ?? null,
  session: user ? createSession(user.profile) : null,
});
