// An intranet page that listens to the Insights elements (docs/embedding.md, "Listening to the elements"): it hides
// its own placeholder when an element has shown its data, opens a company in its own detail element instead of the
// portal, logs failures and follow changes, and offers the sign-in when an element has no token.
// The user signs in on the intranet's home page (intranet-sso.html, same origin and tab), whose oidc-client-ts user
// this page reads. oidc and INSIGHTS_URL are page globals (eslint.config.js names them).
const insights = INSIGHTS_URL.replace(/\/$/, '');
const users = new oidc.UserManager({
  authority: `${insights}/oidc`,
  client_id: 'insights-intranet-example',
  redirect_uri: `${location.origin}/intranet-sso.html`,
  response_type: 'code',
  scope: 'openid profile email access:INS',
  loadUserInfo: false,
  userStore: new oidc.WebStorageStateStore({ store: window.sessionStorage }),
});

const { configure, createSession } = await import(`${insights}/widgets/loader/insights-elements.js`);

async function signIn() {
  const user = await users.getUser();
  document.getElementById('who').textContent = user ? `Signed in as ${user.profile.email}` : 'Not signed in';
  document.getElementById('sign-in').hidden = Boolean(user);
  // Calling configure() again is the refresh: elements showing 'Sign in required' try again with the new token.
  configure({
    apiBaseUrl: insights,
    portalUrl: insights,
    getAccessToken: async () => (await users.getUser())?.access_token ?? null,
    session: user ? createSession(user.profile) : null,
  });
}
await signIn();
document.getElementById('refresh').onclick = () => void signIn();

const log = document.getElementById('log');
function record(event) {
  const item = document.createElement('li');
  item.dataset.event = event.type;
  item.dataset.from = event.target.localName;
  item.dataset.detail = JSON.stringify(event.detail);
  item.textContent = `${event.type} from <${event.target.localName}>: ${item.dataset.detail}`;
  log.prepend(item);
}
for (const name of ['insights-ready', 'insights-error', 'insights-auth-required', 'insights-navigate', 'insights-follow-change', 'insights-filters-change']) {
  document.addEventListener(name, record);
}

// The elements' own states replace the page's placeholders once they have something to show.
document.addEventListener('insights-ready', (event) => {
  document.querySelector(`[data-placeholder-for="${event.target.localName}"]`)?.remove();
});
document.addEventListener('insights-auth-required', (event) => {
  document.getElementById('sign-in').hidden = false;
  document.querySelector(`[data-placeholder-for="${event.target.localName}"]`)?.remove();
});

// A company link opens the company here, in the page's own detail element, instead of the portal.
document.addEventListener('insights-navigate', (event) => {
  if (!document.getElementById('open-here').checked || event.detail.route !== 'company') return;
  event.preventDefault();
  document.querySelector('[data-placeholder-for="insights-company-detail"]')?.remove();
  document.querySelector('insights-company-detail').setAttribute('company-id', event.detail.params.companyId);
});
