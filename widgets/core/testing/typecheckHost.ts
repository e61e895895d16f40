import { join } from 'node:path';
import ts from 'typescript';

/**
 * Compiles a third party's code (files that exist only in memory) strictly against the package: `paths` maps the
 * package's entries to their sources, as its `exports` do. Returns each diagnostic of those files as
 * `name +line: message` (name relative to `dir`). Used by the tests that keep the docs' code and the element
 * typings honest.
 */
const parsedFiles = new Map<string, ts.SourceFile>();

export function typecheckHost(files: Record<string, string>, { dir, paths }: { dir: string; paths: Record<string, string[]> }): string[] {
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    types: [],
    skipLibCheck: true,
    isolatedModules: true,
    esModuleInterop: true,
    resolveJsonModule: true,
    paths,
  };
  const virtual = new Map(Object.entries(files).map(([name, text]) => [join(dir, name), text]));
  const host = ts.createCompilerHost(options);
  const { fileExists, readFile, getSourceFile } = host;
  host.fileExists = (file) => virtual.has(file) || fileExists.call(host, file);
  host.readFile = (file) => virtual.get(file) ?? readFile.call(host, file);
  host.getSourceFile = (file, language, ...rest) => {
    if (virtual.has(file)) return ts.createSourceFile(file, virtual.get(file)!, language, true);
    // The package's sources and the libraries' typings parse once per test worker, not once per check.
    const key = `${file}\n${JSON.stringify(language)}`;
    let parsed = parsedFiles.get(key);
    if (!parsed) {
      parsed = getSourceFile.call(host, file, language, ...rest);
      if (parsed) parsedFiles.set(key, parsed);
    }
    return parsed;
  };
  const program = ts.createProgram([...virtual.keys()], options, host);
  // Only the host's own files are checked (the package's files are checked by `tsc -b`); their types still come
  // from the package's sources, resolved as far as the host's code reaches.
  const diagnostics = [
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
    ...[...virtual.keys()].flatMap((name) => {
      const file = program.getSourceFile(name);
      return file ? [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)] : [];
    }),
  ];
  return diagnostics
    .filter((d) => d.file && virtual.has(d.file.fileName))
    .map((d) => {
      const { line } = d.file!.getLineAndCharacterOfPosition(d.start ?? 0);
      return `${d.file!.fileName.slice(dir.length + 1)} +${line + 1}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
    });
}
