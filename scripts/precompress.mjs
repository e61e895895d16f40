// Writes file.br and file.gz next to every built text asset (JavaScript, CSS, HTML, SVG, JSON) of 1 KB or more, so
// the server sends them compressed without compressing on each request (@fastify/static `preCompressed`).
// Usage: node scripts/precompress.mjs [--quick] <dir or file>...  (run by build:lib and build:portal)
// --quick (npm start's first build): brotli 5 and gzip 6 instead of 11 and 9, files a few per cent larger in a tenth
// of the time; `npm run build` writes the smallest.
// Each file is written beside its target and renamed into place: the server may be sending these files meanwhile.
import { readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json)$/;
const walk = (dir) => readdirSync(dir).flatMap((name) => {
  const path = join(dir, name);
  return statSync(path).isDirectory() ? walk(path) : [path];
});

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const brotliQuality = quick ? 5 : 11;
const gzipLevel = quick ? 6 : 9;
const writeAtomically = (file, data) => {
  writeFileSync(`${file}.tmp`, data);
  renameSync(`${file}.tmp`, file);
};

let files = 0, before = 0, after = 0;
for (const target of args.filter((arg) => arg !== '--quick')) {
  // HTML last, so an index.html.br means the folder is done.
  const candidates = (statSync(target).isDirectory() ? walk(target) : [target]).sort((a, b) => Number(a.endsWith('.html')) - Number(b.endsWith('.html')));
  for (const file of candidates.filter((path) => COMPRESSIBLE.test(path))) {
    const content = readFileSync(file);
    if (content.length < 1024 && !file.endsWith('.html')) continue; // index.html always: npm start checks its .br
    const br = brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    });
    writeAtomically(`${file}.gz`, gzipSync(content, { level: gzipLevel }));
    // The .br last: npm start takes an index.html.br as the sign of a finished build.
    writeAtomically(`${file}.br`, br);
    files += 1;
    before += content.length;
    after += br.length;
  }
}
console.log(`precompressed ${files} files: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB brotli`);
