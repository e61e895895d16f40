// A Rollup plugin for the two self-contained bundles (the per-tag loader and the one-file bundle): leaves out the
// element reference's prose — each element.ts's description, attribute, event and part texts, the host events'
// descriptions and detail types, the source path elementModules.ts gives each tag, and defineWidget's call that records
// each element (recordElement). That record is for docs/elements.md, custom-elements.json and the typings, which are
// generated from the sources; nothing in those bundles reads it (they export configure(),
// createSession(), hasModule() and the loader's functions, not the registry), yet every tag's page downloaded them.
// The library build (dist/widgets) keeps them (the reference generators read elementDefinitions() from the sources).
// Runs after TypeScript, on JavaScript.
import ts from 'typescript';

const ELEMENT_MODULE = /[\\/]widgets[\\/][^\\/]+[\\/][^\\/]+[\\/]element\.tsx?$/;
const HOST_EVENTS_MODULE = /[\\/]widgets[\\/]core[\\/]events[\\/]hostEvents\.tsx?$/;
const ELEMENT_MODULES_MODULE = /[\\/]widgets[\\/]elementModules\.tsx?$/;
const DEFINE_WIDGET_MODULE = /[\\/]widgets[\\/]core[\\/]element[\\/]defineWidget\.tsx?$/;
/** defineWidget's options that only the element reference reads. */
const ELEMENT_DOC_OPTIONS = new Set(['description', 'attributeDocs', 'eventDocs', 'parts']);
/** The fields of HOST_EVENTS' entries that only the element reference reads. */
const HOST_EVENT_DOC_FIELDS = new Set(['description', 'detailType']);

const nameOf = (property) => (property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : null);

/** [start, end, replacement] edits of one module, or an empty list. */
function docEdits(code, id) {
  const isElement = ELEMENT_MODULE.test(id);
  const isHostEvents = !isElement && HOST_EVENTS_MODULE.test(id);
  const isModuleList = ELEMENT_MODULES_MODULE.test(id);
  const isDefineWidget = DEFINE_WIDGET_MODULE.test(id);
  if (!isElement && !isHostEvents && !isModuleList && !isDefineWidget) return [];
  const source = ts.createSourceFile(id, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const edits = [];
  const visit = (node) => {
    if (isElement && ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'defineWidget') {
      const options = node.arguments[2];
      if (options && ts.isObjectLiteralExpression(options)) {
        for (const property of options.properties) {
          // The property and its comma go; what stays is still a valid object literal.
          if (ELEMENT_DOC_OPTIONS.has(nameOf(property))) edits.push([property.getStart(source), property.getEnd() + (code[property.getEnd()] === ',' ? 1 : 0), '']);
        }
      }
    }
    if (isHostEvents && ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === 'HOST_EVENTS'
      && node.initializer && ts.isObjectLiteralExpression(node.initializer)) {
      for (const entry of node.initializer.properties) {
        if (!ts.isPropertyAssignment(entry) || !ts.isObjectLiteralExpression(entry.initializer)) continue;
        for (const field of entry.initializer.properties) {
          if (ts.isPropertyAssignment(field) && HOST_EVENT_DOC_FIELDS.has(nameOf(field))) edits.push([field.initializer.getStart(source), field.initializer.getEnd(), "''"]);
        }
      }
    }
    // ELEMENT_MODULES' `module` (the source path, for the reference and the tests); the loader reads `tag` and `load`.
    if (isModuleList && ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === 'ELEMENT_MODULES'
      && node.initializer && ts.isArrayLiteralExpression(node.initializer)) {
      for (const entry of node.initializer.elements) {
        if (!ts.isObjectLiteralExpression(entry)) continue;
        for (const field of entry.properties) {
          if (ts.isPropertyAssignment(field) && nameOf(field) === 'module') edits.push([field.getStart(source), field.getEnd() + (code[field.getEnd()] === ',' ? 1 : 0), '']);
        }
      }
    }
    // defineWidget's record of each element for the reference (elementDefinitions()), which these bundles never read.
    if (isDefineWidget && ts.isExpressionStatement(node) && ts.isCallExpression(node.expression)
      && ts.isIdentifier(node.expression.expression) && node.expression.expression.text === 'recordElement') {
      edits.push([node.getStart(source), node.getEnd(), '']);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return edits;
}

export function stripElementDocs() {
  return {
    name: 'strip-element-docs',
    transform(code, id) {
      const edits = docEdits(code, id);
      if (edits.length === 0) return null;
      let out = code;
      for (const [start, end, replacement] of edits.sort((a, b) => b[0] - a[0])) out = out.slice(0, start) + replacement + out.slice(end);
      return { code: out, map: null };
    },
  };
}
