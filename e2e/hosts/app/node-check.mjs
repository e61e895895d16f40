// Plain Node ESM, no DOM: every entry of the installed package imports without touching a browser global, and two
// components render to a string inside InsightsProvider (their loading state: no fetch runs during a server render).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const pkg = JSON.parse(readFileSync(require.resolve('@insights/widgets/package.json'), 'utf8'));
const failures = [];
for (const name of ['window', 'document', 'customElements', 'HTMLElement']) {
  if (name in globalThis) failures.push(`${name} exists in this Node: the check would prove nothing`);
}
let entries = 0;
for (const key of Object.keys(pkg.exports)) {
  if (key.endsWith('.json')) continue;
  const specifier = `@insights/widgets${key.slice(1)}`;
  entries++;
  try {
    await import(specifier);
  } catch (error) {
    failures.push(`import('${specifier}'): ${error}`);
  }
}
for (const name of ['window', 'document', 'customElements']) {
  if (name in globalThis) failures.push(`importing the package created globalThis.${name}`);
}

const { createElement: h } = await import('react');
const { renderToString } = await import('react-dom/server');
const { InsightsProvider, CompanyList, LicenseSummary } = await import('@insights/widgets');
const config = { apiBaseUrl: 'https://insights.example.com', getAccessToken: () => null };
const rendered = {};
for (const [name, Component] of Object.entries({ CompanyList, LicenseSummary })) {
  try {
    const html = renderToString(h(InsightsProvider, { config }, h(Component)));
    rendered[name] = html.length;
    // Both show their frame with the loading marker (aria-busy) until the data arrives in the browser.
    if (!html.includes('aria-busy="true"')) failures.push(`${name}: no loading state (aria-busy) in ${html.slice(0, 300)}`);
  } catch (error) {
    failures.push(`renderToString(<${name}>): ${error}`);
  }
}
console.log(JSON.stringify({ react: (await import('react')).version, entries, rendered, failures }));
process.exitCode = failures.length ? 1 : 0;
