// Small, exact edits to the workspace's own TypeScript and JSON files. The generators add one entry to a
// known object or array literal (the media registry, the shell's loaders, a library's pages and route
// table); the literal is found in the file's syntax tree, not by matching text, so formatting and
// comments around it do not matter.
import { applyChangesToString, ChangeType, type Tree, updateJson } from '@nx/devkit';
import * as ts from 'typescript';

function readText(tree: Tree, file: string): string {
  const text = tree.read(file, 'utf-8');
  if (text === null) throw new Error(`${file} does not exist`);
  return text;
}

/** The initializer of `const <name> = …`, through `as const`, `satisfies …` and call wrappers' first argument. */
function literalOf(source: ts.SourceFile, name: string): ts.Expression | undefined {
  let found: ts.Expression | undefined;
  const visit = (node: ts.Node) => {
    if (found) return;
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === name && node.initializer) {
      let expression: ts.Expression = node.initializer;
      while (ts.isAsExpression(expression) || ts.isSatisfiesExpression(expression) || ts.isParenthesizedExpression(expression)) {
        expression = expression.expression;
      }
      found = expression;
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The indentation of the line that holds `position`. */
function indentAt(text: string, position: number): string {
  const lineStart = text.lastIndexOf('\n', position - 1) + 1;
  return /^[ \t]*/.exec(text.slice(lineStart))?.[0] ?? '';
}

/**
 * Adds `entry` (one property or element, without a trailing comma) as the last item of the object or
 * array literal assigned to `const <variable>` in `file`. Throws when the file has no such literal.
 */
export function appendToLiteral(tree: Tree, file: string, variable: string, entry: string): void {
  const text = readText(tree, file);
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const literal = literalOf(source, variable);
  if (!literal || !(ts.isObjectLiteralExpression(literal) || ts.isArrayLiteralExpression(literal))) {
    throw new Error(`${file}: no object or array literal assigned to ${variable}`);
  }
  const items: ts.NodeArray<ts.Node> = ts.isObjectLiteralExpression(literal) ? literal.properties : literal.elements;
  const closing = literal.getEnd() - 1;
  const outer = indentAt(text, literal.getStart(source));
  const inner = items.length > 0 ? indentAt(text, items[0].getStart(source)) : `${outer}  `;
  const indented = entry
    .split('\n')
    .map((line, i) => (i === 0 || line === '' ? line : `${inner}${line}`))
    .join('\n');
  let insertion: string;
  let at: number;
  if (items.length === 0) {
    at = literal.getStart(source) + 1;
    insertion = `\n${inner}${indented},\n${outer}`;
    // Drop the whitespace that stood between the empty braces.
    const between = text.slice(at, closing);
    tree.write(file, applyChangesToString(text, [
      { type: ChangeType.Delete, start: at, length: between.length },
      { type: ChangeType.Insert, index: at, text: insertion },
    ]));
    return;
  }
  const last = items[items.length - 1];
  const hasTrailingComma = items.hasTrailingComma;
  at = last.getEnd() + (hasTrailingComma ? text.slice(last.getEnd()).indexOf(',') + 1 : 0);
  const multiline = text.slice(literal.getStart(source), closing).includes('\n');
  insertion = multiline ? `${hasTrailingComma ? '' : ','}\n${inner}${indented}${hasTrailingComma ? ',' : ''}` : `${hasTrailingComma ? '' : ','} ${indented}`;
  tree.write(file, applyChangesToString(text, [{ type: ChangeType.Insert, index: at, text: insertion }]));
}

/** Whether the object literal assigned to `const <variable>` has a property named `key`. */
export function literalHasKey(tree: Tree, file: string, variable: string, key: string): boolean {
  const text = readText(tree, file);
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const literal = literalOf(source, variable);
  if (!literal || !ts.isObjectLiteralExpression(literal)) return false;
  return literal.properties.some((property) => {
    const name = property.name;
    return name !== undefined && (ts.isIdentifier(name) || ts.isStringLiteral(name)) && name.text === key;
  });
}

/** Every string value of `name: '…'` properties in a file: the route names a route table spells out. */
export function namePropertiesIn(tree: Tree, file: string): string[] {
  const text = readText(tree, file);
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const names: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === 'name' && ts.isStringLiteralLike(node.initializer)) {
      names.push(node.initializer.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}

/** Adds (or replaces) one path alias in tsconfig.base.json, keeping the aliases sorted as they were added. */
export function addPathAlias(tree: Tree, alias: string, target: string): void {
  updateJson(tree, 'tsconfig.base.json', (json: { compilerOptions: { paths?: Record<string, string[]> } }) => {
    json.compilerOptions.paths = { ...json.compilerOptions.paths, [alias]: [target] };
    return json;
  });
}

/** A JavaScript string literal in the house style (single quotes). */
export function quote(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/** A property key: bare when it is an identifier, quoted otherwise ('delivery-group'). */
export function key(value: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(value) ? value : quote(value);
}
