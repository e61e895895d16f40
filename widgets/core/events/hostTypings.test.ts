import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { typecheckHost } from '../testing/typecheckHost';

/**
 * A third party's strict TypeScript host, compiled against the package's entries (their sources, mapped the way the
 * package exports map them): the events' details are typed on any element, and in the React props. Lines marked
 * @ts-expect-error must fail, so the check fails too if the events ever became `any`.
 */
const root = process.cwd();

const ELEMENTS_HOST = `
import { configure } from '@insights/widgets/loader';
import type { InsightsEventDetailMap } from '@insights/widgets/elements';

configure({ apiBaseUrl: 'https://insights.example', getAccessToken: () => null });
const list = document.querySelector('insights-company-list')!;
list.addEventListener('insights-follow-change', (e) => {
  const id: string = e.detail.companyId;
  const following: boolean = e.detail.following;
  const license: number | undefined = e.detail.licenseId;
  console.log(id, following, license);
});
list.addEventListener('insights-navigate', (e) => {
  if (e.detail.route === 'company') {
    e.preventDefault();
    const companyId: string | undefined = e.detail.params.companyId;
    console.log(companyId, e.detail.path);
  }
});
document.body.addEventListener('insights-error', (e) => {
  const status: number = e.detail.status;
  console.log(status, e.detail.message, e.detail.operation);
});
const detail = document.createElement('insights-company-detail');
detail.addEventListener('insights-ready', (e) => console.log(e.detail.tag));
detail.addEventListener('insights-auth-required', () => console.log('sign in'));
detail.addEventListener('insights-filters-change', (e) => console.log(e.detail.filters['StateCode']));
detail.addEventListener('insights-notification-read', (e) => console.log(e.detail.ids.length, e.detail.all));
const read: InsightsEventDetailMap['insights-notification-read'] = { ids: [1], all: false };
console.log(read);
// @ts-expect-error the detail has no such field
list.addEventListener('insights-ready', (e) => e.detail.companyId);
// @ts-expect-error companyId is a string
list.addEventListener('insights-follow-change', (e) => { const n: number = e.detail.companyId; console.log(n); });
`;

const REACT_HOST = `
import { CompanyList, CompanyDetail, InsightsProvider } from '@insights/widgets';

export function Page() {
  return (
    <InsightsProvider config={{ apiBaseUrl: '', getAccessToken: () => null }}>
      <CompanyList
        onReady={(e) => console.log(e.detail.tag)}
        onNavigate={(e) => { if (e.detail.route === 'company') e.preventDefault(); }}
        onFollowChange={(e) => console.log(e.detail.companyId, e.detail.following)}
        onFiltersChange={(e) => console.log(e.detail.filters)}
        onError={(e) => console.log(e.detail.status)}
      />
      <CompanyDetail companyId="x" onAuthRequired={(e) => console.log(e.detail.tag)} />
      {/* @ts-expect-error no such field on the detail */}
      <CompanyDetail companyId="x" onFollowChange={(e) => e.detail.nope} />
    </InsightsProvider>
  );
}
`;

function diagnosticsOf(files: Record<string, string>): string[] {
  return typecheckHost(files, {
    dir: resolve(root, 'host-check'),
    paths: {
      '@insights/widgets': [resolve(root, 'widgets/index.ts')],
      '@insights/widgets/elements': [resolve(root, 'widgets/elements.ts')],
      '@insights/widgets/loader': [resolve(root, 'widgets/loader.ts')],
    },
  });
}

describe('the events typed for a strict TypeScript host', () => {
  it('compiles a page listening on elements and a React page passing the callback props', () => {
    expect(diagnosticsOf({ 'page.ts': ELEMENTS_HOST, 'Page.tsx': REACT_HOST })).toEqual([]);
  }, 120_000);

  it('reports a wrong use (the check really type-checks)', () => {
    const wrong = `import '@insights/widgets/loader';\ndocument.querySelector('insights-company-list')!.addEventListener('insights-navigate', (e) => { const n: number = e.detail.path; console.log(n); });\n`;
    expect(diagnosticsOf({ 'wrong.ts': wrong }).join('\n')).toContain("Type 'string' is not assignable to type 'number'");
  }, 120_000);
});
