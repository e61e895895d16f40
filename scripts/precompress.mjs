// Writes file.br and file.gz next to every built text asset (JavaScript, CSS, HTML, SVG, JSON) of 1 KB or more, so
// the server sends them compressed without compressing on each request (@fastify/static `preCompressed`).
// Usage: node scripts/precompress.mjs <dir or file>...  (run by build:lib and build:portal)
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json)$/;
const walk = (dir) => readdirSync(dir).flatMap((name) => {
  const path = join(dir, name);
  return statSync(path).isDirectory() ? walk(path) : [path];
});

let files = 0, before = 0, after = 0;
for (const target of process.argv.slice(2)) {
  const candidates = statSync(target).isDirectory() ? walk(target) : [target];
  for (const file of candidates.filter((path) => COMPRESSIBLE.test(path))) {
    const content = readFileSync(file);
    if (content.length < 1024 && !file.endsWith('.html')) continue; // index.html always: npm start checks its .br
    const br = brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    });
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    files += 1;
    before += content.length;
    after += br.length;
  }
}
console.log(`precompressed ${files} files: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB brotli`);
