// The loader and one-file bundles leave the element reference's prose out (scripts/stripElementDocs.mjs); what an
// element does at run time (its tag, attributes, events, the loader's downloads) must come through whole.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { stripElementDocs } from '../../../scripts/stripElementDocs.mjs';
import { HOST_EVENTS } from '../events/hostEvents';
import { ELEMENT_MODULES } from '../../elementModules';

const js = (path: string) =>
  ts.transpileModule(readFileSync(path, 'utf8'), { compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext }, fileName: path }).outputText;
const strip = (path: string) => stripElementDocs().transform(js(path), `/repo/${path}`)?.code ?? null;
const parses = (code: string) =>
  (ts.createSourceFile('x.js', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS) as unknown as { parseDiagnostics: unknown[] }).parseDiagnostics.length === 0;

const elementFiles = readdirSync('widgets').flatMap((area) =>
  existsSync(`widgets/${area}`) && !area.includes('.')
    ? readdirSync(`widgets/${area}`).map((name) => `widgets/${area}/${name}/element.ts`).filter((path) => existsSync(path))
    : []);

describe('stripElementDocs', () => {
  it('finds every element module', () => {
    expect(elementFiles.length).toBeGreaterThanOrEqual(30);
  });

  it.each(elementFiles)('%s keeps its tag, attributes and events and loses its texts', (path) => {
    const source = readFileSync(path, 'utf8');
    const stripped = strip(path);
    expect(stripped).not.toBeNull();
    expect(parses(stripped!)).toBe(true);
    for (const kept of ['defineWidget(', 'props:', 'hostEvents:']) if (source.includes(kept)) expect(stripped).toContain(kept);
    const events = /events: \[[^\]]*\]/.exec(source)?.[0];
    if (events) expect(stripped).toContain(events);
    for (const gone of ['description:', 'attributeDocs:', 'eventDocs:', 'parts:']) expect(stripped).not.toContain(gone);
  });

  it("keeps the host events' props and cancelable flags and empties their texts", () => {
    const stripped = strip('widgets/core/events/hostEvents.ts')!;
    expect(parses(stripped)).toBe(true);
    for (const [name, event] of Object.entries(HOST_EVENTS)) {
      expect(stripped).toContain(`'${name}'`);
      expect(stripped).toContain(`prop: '${event.prop}'`);
      expect(stripped).not.toContain(event.description.slice(0, 30));
    }
    expect(stripped.match(/cancelable: true/g)).toHaveLength(Object.values(HOST_EVENTS).filter((e) => e.cancelable).length);
  });

  it("keeps each tag's name and download in the loader's list and drops its source path", () => {
    const stripped = strip('widgets/elementModules.ts')!;
    expect(parses(stripped)).toBe(true);
    for (const entry of ELEMENT_MODULES) {
      expect(stripped).toContain(`tag: '${entry.tag}'`);
      expect(stripped).toContain(`import('./${entry.module}')`);
      expect(stripped).not.toContain(`module: '${entry.module}'`);
    }
  });

  it("drops defineWidget's record for the reference and keeps the element's definition", () => {
    const source = js('widgets/core/element/defineWidget.ts');
    const stripped = strip('widgets/core/element/defineWidget.ts')!;
    expect(source).toContain('recordElement({');
    expect(parses(stripped)).toBe(true);
    expect(stripped).not.toContain('recordElement({');
    expect(stripped).toContain('customElements.define(tagName');
  });

  it('leaves every other module alone', () => {
    expect(strip('widgets/core/element/WidgetHost.tsx')).toBeNull();
  });
});
