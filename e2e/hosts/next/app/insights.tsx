'use client';
import { InsightsProvider, CompanyList, LicenseSummary } from '@insights/widgets';

const config = { apiBaseUrl: 'http://localhost:3000', getAccessToken: () => null };

export function Insights() {
  return (
    <InsightsProvider config={config}>
      <LicenseSummary />
      <CompanyList />
    </InsightsProvider>
  );
}
