// A Rollup plugin for the two self-contained bundles: styled-components' own Babel plugin writes each component's
// CSS without its indentation, line breaks and comments (about 0.5 KB gz of a one-tag page). Runs after TypeScript,
// on JavaScript: the project's modules and the per-tag copies (scripts/perTagCode.mjs).
import { createRequire } from 'node:module';
import { transformSync } from '@babel/core';

const styledComponents = createRequire(import.meta.url).resolve('babel-plugin-styled-components');
/** Only its minifier: no display names, file names or server-rendering ids in a page's download. */
const OPTIONS = { displayName: false, fileName: false, ssr: false, minify: true, transpileTemplateLiterals: false, pure: false };
const PROJECT_MODULE = /[\\/](widgets|contract)[\\/][^\0]*\.tsx?$/;

export function minifyStyles() {
  return {
    name: 'minify-styles',
    transform(code, id) {
      if (!PROJECT_MODULE.test(id) || !code.includes('styled-components')) return null;
      const result = transformSync(code, {
        babelrc: false, configFile: false, filename: id.replace(/^\0[^/]*/, ''), sourceMaps: true, plugins: [[styledComponents, OPTIONS]],
      });
      return { code: result.code, map: result.map };
    },
  };
}
