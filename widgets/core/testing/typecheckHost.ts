import { join } from 'node:path';
import ts from 'typescript';

/**
 * Compiles a third party's code (files that exist only in memory) strictly against the package: `paths` maps the
 * package's entries to their sources, as its `exports` do. Returns each diagnostic of those files as
 * `name +line: message` (name relative to `dir`). Used by the tests that keep the docs' code and the element
 * typings honest.
 */
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
  host.getSourceFile = (file, language, ...rest) =>
    virtual.has(file) ? ts.createSourceFile(file, virtual.get(file)!, language, true) : getSourceFile.call(host, file, language, ...rest);
  const program = ts.createProgram([...virtual.keys()], options, host);
  return ts
    .getPreEmitDiagnostics(program)
    .filter((d) => d.file && virtual.has(d.file.fileName))
    .map((d) => {
      const { line } = d.file!.getLineAndCharacterOfPosition(d.start ?? 0);
      return `${d.file!.fileName.slice(dir.length + 1)} +${line + 1}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
    });
}
