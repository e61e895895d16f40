/**
 * oidc-provider 9 prints "Unsupported runtime. Use Node.js v22.x LTS" when it is loaded on Node 20. The project runs
 * on Node 20 on purpose (the machines it targets have it), every identity test passes on it, and the warning tells a
 * newcomer starting the product nothing they can act on. This module, imported before anything that loads
 * oidc-provider, drops exactly that line; every other warning passes through untouched.
 */
const UNSUPPORTED_RUNTIME = 'oidc-provider WARNING: Unsupported runtime.';
/** On a terminal the line comes wrapped in colour codes (ESC [ … m). */
const COLOUR_CODES = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].replace(COLOUR_CODES, '').startsWith(UNSUPPORTED_RUNTIME)) return;
  warn(...args);
};
