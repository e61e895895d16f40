// The intranet snippet as docs/embedding.md shows it (the ```html block of "Signing in from an intranet on another
// origin"), so tests run exactly what a reader copies.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// A string, not a URL object: a DOM test environment (happy-dom) replaces URL, which node:url then refuses.
const DOC = resolve(dirname(fileURLToPath(import.meta.url)), '../docs/embedding.md');

export function snippetFromDoc(doc = readFileSync(DOC, 'utf8')) {
  const section = doc.slice(doc.indexOf('## Signing in from an intranet on another origin'));
  const block = /\n( *)```html\n([\s\S]*?)\n\1```/.exec(section);
  if (!block) throw new Error('docs/embedding.md: no ```html block in the intranet sign-in section');
  const indent = block[1];
  return block[2].split('\n').map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line)).join('\n');
}
