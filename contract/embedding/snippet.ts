/**
 * The snippet an intranet page pastes to sign its users in to Insights and show a widget (issue 28). The Embedding
 * settings show it with the page's client_id filled in; docs/embedding.md shows it with the placeholders below, and
 * a test checks the two agree (widgets/settings/EmbeddingClients/snippet.test.ts).
 */
export const SNIPPET_PLACEHOLDERS = { insightsUrl: 'https://insights.example.com', clientId: 'YOUR_CLIENT_ID' } as const;

export function intranetSnippet({ insightsUrl, clientId }: { insightsUrl: string; clientId: string }): string {
  const insights = insightsUrl.replace(/\/+$/, '');
  return `<button id="insights-sign-in" type="button" hidden>Sign in with Insights</button>
<insights-licensed-companies></insights-licensed-companies>
<script src="${insights}/widgets/vendor/oidc-client-ts.min.js"></script>
<script type="module">
  const insights = '${insights}';
  const page = location.origin + location.pathname;
  const users = new oidc.UserManager({
    authority: insights + '/oidc',
    client_id: '${clientId}',
    redirect_uri: page,
    post_logout_redirect_uri: page,
    response_type: 'code',
    scope: 'openid profile email access:INS',
    loadUserInfo: false,
    automaticSilentRenew: true,
  });

  // Back from the sign-in page: exchange the code, then take code and state out of the address bar
  // (the code is spent; a reload must not send it again).
  const params = new URLSearchParams(location.search);
  if (params.has('code') && params.has('state')) {
    await users.signinRedirectCallback();
    for (const name of ['code', 'state', 'session_state', 'iss']) params.delete(name);
    history.replaceState(history.state, '', page + (params.size ? '?' + params : '') + location.hash);
  }

  const user = await users.getUser();
  const signIn = document.getElementById('insights-sign-in');
  if (signIn) {
    signIn.hidden = Boolean(user);
    signIn.onclick = () => users.signinRedirect();
  }

  const { configure, createSession } = await import(insights + '/widgets/loader/insights-elements.js');
  configure({
    apiBaseUrl: insights,
    portalUrl: insights,
    hubUrl: insights + '/notifications-alerts', // the bell's live notifications
    getAccessToken: async () => (await users.getUser())?.access_token ?? null,
    session: user ? createSession(user.profile) : null,
  });
</script>`;
}
