// A host team's first page: the packed @insights/widgets installed from its tarball with only its peers (React 18 or
// 19, chosen by the install), one React component inside InsightsProvider and one custom element.
import { StrictMode, version } from 'react';
import { createRoot } from 'react-dom/client';
import { InsightsProvider, LicenseSummary, configure } from '@insights/widgets';
import '@insights/widgets/elements/insights-company-list';

// The host's sign-in: served by the reference server, this page reuses the token the portal stored in this tab.
function accessToken() {
  const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
  return key ? JSON.parse(sessionStorage.getItem(key)).access_token : null;
}

const config = { apiBaseUrl: location.origin, portalUrl: location.origin, getAccessToken: accessToken };
configure(config); // the custom elements

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <p data-testid="react-version">React {version}</p>
    <InsightsProvider config={config}>
      <LicenseSummary />
    </InsightsProvider>
    <insights-company-list sync-url="false"></insights-company-list>
  </StrictMode>,
);
