// A Rollup plugin for the per-tag loader (dist/loader): each tag gets its own copy of the project code only it and
// a few others use, so a page with one tag downloads that tag's code as one file beside one shared runtime, tree-shaken
// for that tag alone, instead of the dozen small chunks Rollup would otherwise share between the 33 tags (issue 22:
// those chunk boundaries, and the other tags' exports that shared modules carried, cost about 6 KB gz of a one-tag
// page). ADR 0019 has the figures and the trade-off.
//
// How: a module imported (directly or not) from a tag's element.ts is loaded under an id of its own for that tag.
// What is not copied, so the page keeps one of it:
// - every library (node_modules): one React, one styled-components, one data cache for all tags;
// - the modules that hold page-wide state (SHARED_STATE): the configuration configure() sets, the shared query
//   client, the element registry, the notification hub's connections, the open-dialog stack, the list a detail
//   returns to; and ApiError, whose identity the shared query client tests with instanceof. A test
//   (widgets/core/element/perTagCode.test.ts) fails when a module holds module-level state and is not listed;
// - the modules (nearly) every tag imports (COMMON_SHARE of the tags or more: the element plumbing, the API client,
//   the design tokens): a copy per tag would only repeat them on a page with several tags.
// The libraries most tags use and those common modules go to one file, the runtime (TanStack Query's mutations apart).
// Each tag's file is chunks/<tag>-<build id>.js, so the loader's list holds tag names, not 33 hashes (ADR 0020).
// minifyStyles() (scripts/minifyStyles.mjs) runs after it and TypeScript.
// The one-file bundle and the library build do not use this.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import ts from 'typescript';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Project modules every tag shares (paths from the repository root). */
export const SHARED_STATE = [
  'widgets/loader.ts',
  'widgets/elementModules.ts',
  'widgets/core/element/configStore.ts',
  'widgets/core/element/registry.ts',
  'widgets/core/element/pageQueryClient.ts',
  'widgets/core/api/ApiError.ts',
  'widgets/core/realtime/notificationHub.ts',
  'widgets/core/ui/openDialogs.ts',
  'widgets/companies/shared/listReturn.ts',
];

/** A project module imported by at least this share of the tags is shared rather than copied. */
const COMMON_SHARE = 0.9;

/** The libraries (nearly) every tag draws on, kept in one file rather than split by which tags use which parts. */
const RUNTIME_LIBRARIES = /[\\/]node_modules[\\/](react|react-dom|scheduler|styled-components|stylis|@emotion[\\/][^\\/]+|@tanstack[\\/](react-query|query-core)|@r2wc[\\/][^\\/]+|use-sync-external-store)[\\/]/;

/**
 * Parts of those libraries that only forms use (TanStack Query's mutations): a file of their own, which only the tags
 * that call useMutation import, so a page of lists and charts does without them. (Left to Rollup, they would follow
 * react-query's index into the runtime: a manual chunk takes the modules it imports that no other manual chunk has.)
 */
const MUTATIONS = /[\\/]node_modules[\\/]@tanstack[\\/](react-query[\\/]build[\\/]modern[\\/]useMutation|query-core[\\/]build[\\/]modern[\\/]mutationObserver)\.js$/;

const PREFIX = '\0tag:';
const ELEMENT = /^widgets\/([^/]+)\/([^/]+)\/element\.tsx?$/;
const LOADER = 'widgets/loader.ts';
const ELEMENT_MODULES = 'widgets/elementModules.ts';
/** What the loader build has in place of elementModules.ts (a virtual module, so no other plugin compiles the file). */
const TAG_FILES = '\0insights:tag-files';
const projectPath = (file) => relative(ROOT, file).split(sep).join('/');
const isProjectSource = (path) => /^(widgets|contract)\//.test(path) && /\.tsx?$/.test(path);
/** '\0tag:<tag>:<file>' → [tag, file]. */
const parse = (id) => {
  if (!id?.startsWith(PREFIX)) return null;
  const rest = id.slice(PREFIX.length);
  const colon = rest.indexOf(':');
  return [rest.slice(0, colon), rest.slice(colon + 1)];
};

function compilerOptions() {
  const configFile = resolve(ROOT, 'tsconfig.build.json');
  const { config } = ts.readConfigFile(configFile, ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, ROOT, undefined, configFile);
  // No source map: Rollup leaves modules with a \0 id (the copies) out of a bundle's source maps anyway.
  return { ...options, declaration: false, declarationDir: undefined, noEmit: false, sourceMap: false, inlineSourceMap: false };
}

/** Which project modules each tag imports statically (esbuild's metafile: a second of CPU), and the loader's own. */
async function moduleGraph() {
  const elementModules = readFileSync(resolve(ROOT, ELEMENT_MODULES), 'utf8');
  const elements = [...elementModules.matchAll(/import\('\.\/([^']+\/element)'\)/g)].map((match) => `widgets/${match[1]}.ts`);
  const tags = [...elementModules.matchAll(/\{ tag: '([a-z-]+)', module: '([^']+)'/g)].map((match) => ({ tag: match[1], element: `widgets/${match[2]}.ts` }));
  if (tags.length !== elements.length || tags.some((entry, i) => entry.element !== elements[i])) {
    throw new Error(`${ELEMENT_MODULES}: every entry must read { tag: '<tag>', module: '<path>', load: () => import('./<path>') }`);
  }
  const { metafile } = await build({
    absWorkingDir: ROOT, entryPoints: [LOADER, ...elements], bundle: true, write: false, metafile: true, splitting: true,
    format: 'esm', outdir: 'dist/.graph', packages: 'external', platform: 'browser', tsconfig: 'tsconfig.build.json', logLevel: 'silent',
  });
  const reach = (entry) => {
    const seen = new Set();
    const stack = [entry];
    while (stack.length > 0) {
      const path = stack.pop();
      if (seen.has(path)) continue;
      seen.add(path);
      for (const edge of metafile.inputs[path]?.imports ?? []) if (edge.kind === 'import-statement' && !edge.external) stack.push(edge.path);
    }
    return seen;
  };
  const uses = new Map();
  for (const element of elements) for (const path of reach(element)) uses.set(path, (uses.get(path) ?? 0) + 1);
  return { tags, uses, loaderModules: reach(LOADER) };
}

/** What can change a tag's code: the sources (tests aside), the libraries' versions and the build itself. */
const BUILD_INPUTS = [
  'widgets', 'contract', 'package-lock.json', 'rollup.config.mjs', 'scripts/perTagCode.mjs', 'scripts/minifyStyles.mjs',
  'scripts/stripElementDocs.mjs', 'tsconfig.base.json', 'tsconfig.build.json',
];

/**
 * One id for every tag's file of a build, from what it is built from: 'chunks/<tag>-<id>.js'. A changed source or
 * library gives every tag a new address (a cached old file is never used with a new runtime), and the loader knows
 * each tag's file from the tag alone. With a content hash per file it would carry 33 of them, random text gzip cannot
 * shrink: 0.4 KB gz of every page that includes the loader (issue 22).
 */
function buildId() {
  const hash = createHash('sha256');
  const add = (path) => {
    const file = resolve(ROOT, path);
    if (statSync(file).isDirectory()) {
      for (const name of readdirSync(file).sort()) add(join(path, name));
    } else if (!/\.test\.tsx?$/.test(path)) {
      hash.update(`${path.split(sep).join('/')}\0`);
      hash.update(readFileSync(file));
    }
  };
  BUILD_INPUTS.forEach(add);
  return hash.digest('base64url').slice(0, 10);
}

/**
 * The loader's modules (and configure()'s store, which tags import too) in a file of their own, not in the entry:
 * a page that loads the entry under another URL (a ?v= for its cache) must still get the one store every tag reads.
 */
const LOADER_CHUNK = 'loader';

export function perTagCode() {
  let options;
  /** Project modules that are not copied (SHARED_STATE and the common ones). */
  let shared = new Set(SHARED_STATE);
  /** Project modules the runtime file holds: the common ones the loader itself does not import. */
  let inRuntime = new Set();
  /** Project modules the loader's file holds, also when tags import them (configure()'s store). */
  let inLoader = new Set();
  const transpiled = new Map();
  /** The tags and their element modules (elementModules.ts), and this build's id for their files. */
  let tags = [];
  let id = '';
  const isCopyable = (file) => {
    const path = projectPath(file);
    return isProjectSource(path) && !shared.has(path);
  };
  return {
    name: 'per-tag-code',
    async buildStart() {
      options = compilerOptions();
      const graph = await moduleGraph();
      const { uses, loaderModules } = graph;
      tags = graph.tags;
      const common = [...uses].filter(([path, count]) => isProjectSource(path) && count >= COMMON_SHARE * tags.length).map(([path]) => path);
      shared = new Set([...SHARED_STATE, ...common]);
      // What the loader imports stays in the loader's file, which a page without any tag downloads too; shared state
      // only some tags use (the notification hub) goes where Rollup puts it, with those tags.
      inRuntime = new Set(common.filter((path) => !loaderModules.has(path)));
      inLoader = new Set([...loaderModules].filter((path) => isProjectSource(path) && path !== LOADER));
      // Each tag's element.ts (its copy) starts a file of its own at an address the loader derives from the tag.
      id = buildId();
      for (const { tag, element } of tags) {
        const [, area, name] = ELEMENT.exec(element);
        this.emitFile({ type: 'chunk', id: `${PREFIX}${area}-${name}:${resolve(ROOT, element)}`, fileName: `chunks/${tag}-${id}.js`, preserveSignature: 'allow-extension' });
      }
    },
    async resolveId(source, importer, resolveOptions) {
      if (source.startsWith(PREFIX)) return source;
      if (!importer) return null;
      const copy = parse(importer);
      const from = copy ? copy[1] : importer;
      const resolved = await this.resolve(source, from, { ...resolveOptions, skipSelf: true });
      if (resolved && projectPath(resolved.id) === ELEMENT_MODULES) return TAG_FILES;
      if (!resolved || resolved.external || !isCopyable(resolved.id)) return copy ? resolved : null;
      if (copy) return `${PREFIX}${copy[0]}:${resolved.id}`;
      return null;
    },
    load(moduleId) {
      // The tag list, each tag's file found from its name (buildStart emitted them); the loader's file is in chunks/
      // too (generateBundle checks), so the address is relative to it.
      if (moduleId === TAG_FILES) {
        return `const tags = ${JSON.stringify(tags.map((entry) => entry.tag))};
export const ELEMENT_MODULES = tags.map((tag) => ({ tag, load: () => import(\`./\${tag}-${id}.js\`) }));`;
      }
      const copy = parse(moduleId);
      if (!copy) return null;
      const file = copy[1];
      // Every tag's copy of a module is the same JavaScript: TypeScript transpiles each file once.
      let code = transpiled.get(file);
      if (code === undefined) {
        code = ts.transpileModule(readFileSync(file, 'utf8'), { compilerOptions: options, fileName: file }).outputText;
        transpiled.set(file, code);
      }
      return { code, map: null };
    },
    generateBundle(outputOptions, bundle) {
      const list = Object.values(bundle).find((chunk) => chunk.type === 'chunk' && chunk.moduleIds.includes(TAG_FILES));
      if (!list?.fileName.startsWith('chunks/')) throw new Error(`${ELEMENT_MODULES} must be in a file in chunks/ beside the tags' files, not in ${list?.fileName}`);
    },
    /** Rollup's output.manualChunks for the loader build. */
    manualChunks(id) {
      const path = projectPath(id);
      if (inLoader.has(path) || id === TAG_FILES) return LOADER_CHUNK;
      if (MUTATIONS.test(id)) return 'mutations';
      return RUNTIME_LIBRARIES.test(id) || inRuntime.has(path) ? 'runtime' : undefined;
    },
  };
}
