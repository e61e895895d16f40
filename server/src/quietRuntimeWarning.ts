/**
 * oidc-provider 9 prints "Unsupported runtime. Use Node.js v22.x LTS" when it is loaded on Node 20. The project runs
 * on Node 20 on purpose (the machines it targets have it), every identity test passes on it, and the warning tells a
 * newcomer starting the product nothing they can act on. `engines` stays at >=20.19 (the machines and CI run Node
 * 20.20); oidc-provider's package.json declares no engines, only this line at load time speaks of one.
 *
 * identity/provider.ts, the one module that loads oidc-provider, imports this module first, so the console is quiet
 * before oidc-provider evaluates, whichever entry point loads it (it once sat only at the top of main.ts, and every
 * other command, the tests, ingest, digest, still printed the line). It drops exactly that line; every other warning
 * passes through untouched.
 */
const UNSUPPORTED_RUNTIME = 'oidc-provider WARNING: Unsupported runtime.';
/** On a terminal the line comes wrapped in colour codes (ESC [ … m). */
const COLOUR_CODES = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].replace(COLOUR_CODES, '').startsWith(UNSUPPORTED_RUNTIME)) return;
  warn(...args);
};
