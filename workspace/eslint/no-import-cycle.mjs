// A lint rule: no import cycle between the workspace's own modules, type-only imports, re-exports and
// import() included. import-x/no-cycle skips type imports; this rule parses each file once with
// TypeScript, resolves its imports by the paths of tsconfig.base.json, and finds the cycles as strongly
// connected components (Tarjan), so one lint process sees the workspace's graph for about the cost of
// parsing it (docs/decisions.md).
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const EXTENSIONS = ['.ts', '.tsx', '.d.ts', '.mts', '.cts', '.js', '.jsx', '.mjs'];

const isFile = (file) => existsSync(file) && statSync(file).isFile();

/**
 * The module names a file imports: import and export declarations (type-only ones too), `import x =
 * require()` and import(). Parsed, not scanned: preProcessFile's scanner loses its place after a regular
 * expression with a quote in it and misses the imports below it.
 */
function importNames(file, text) {
  const names = [];
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  for (const node of source.statements) {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      names.push(node.moduleSpecifier.text);
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference) && ts.isStringLiteral(node.moduleReference.expression)) {
      names.push(node.moduleReference.expression.text);
    }
  }
  // import() and import types can sit anywhere: the whole tree is walked only when the text has one.
  if (!/\bimport\s*\(/.test(text)) return names;
  const visit = (node) => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments.length > 0 && ts.isStringLiteral(node.arguments[0])) {
      names.push(node.arguments[0].text);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      // import('./x').Type in a type position.
      names.push(node.argument.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}

/** The graph of one workspace (one per lint process and root). */
class ImportGraph {
  constructor(root) {
    this.root = root;
    const config = ts.readConfigFile(path.join(root, 'tsconfig.base.json'), ts.sys.readFile).config ?? {};
    /** Exact path aliases only: the workspace maps each import name to one file. */
    this.aliases = new Map(Object.entries(config.compilerOptions?.paths ?? {}).map(([name, [target]]) => [name, path.resolve(root, target)]));
    this.deps = new Map();
    this.index = new Map();
    this.component = new Map();
    this.nextIndex = 0;
    this.nextComponent = 0;
    this.componentSize = new Map();
  }

  /** The workspace file an import names, or null (a package, a file outside the workspace). */
  resolve(specifier, fromFile) {
    let base;
    if (specifier.startsWith('.')) base = path.resolve(path.dirname(fromFile), specifier);
    else if (this.aliases.has(specifier)) base = this.aliases.get(specifier);
    else return null;
    const stripped = base.replace(/\.(m|c)?js$/, '');
    const candidates = [base, ...EXTENSIONS.map((ext) => stripped + ext), ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`))];
    const found = candidates.find(isFile);
    if (!found || !found.startsWith(this.root + path.sep) || found.includes(`${path.sep}node_modules${path.sep}`)) return null;
    return found;
  }

  importsIn(file, text) {
    const names = importNames(file, text);
    return [...new Set(names.map((name) => this.resolve(name, file)).filter((d) => d !== null && d !== file))];
  }

  depsOf(file) {
    let deps = this.deps.get(file);
    if (!deps) {
      let text = '';
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        // A file that cannot be read has no imports to follow.
      }
      deps = this.importsIn(file, text);
      this.deps.set(file, deps);
    }
    return deps;
  }

  /**
   * Takes the linted text of a file as its imports (an editor's unsaved text, a probe of the boundary
   * tests); when they differ from what the graph holds, the components are found again.
   */
  useText(file, text) {
    const deps = this.importsIn(file, text);
    const known = this.deps.get(file);
    if (known && known.length === deps.length && known.every((d, i) => d === deps[i])) return;
    this.deps.set(file, deps);
    this.index.clear();
    this.component.clear();
    this.componentSize.clear();
  }

  /** Tarjan's strongly connected components from `start`, iteratively; earlier runs' components are final. */
  visit(start) {
    if (this.index.has(start)) return;
    const stack = [];
    const onStack = new Set();
    const low = new Map();
    const work = [{ file: start, next: 0 }];
    this.index.set(start, this.nextIndex);
    low.set(start, this.nextIndex++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const deps = this.depsOf(frame.file);
      if (frame.next < deps.length) {
        const dep = deps[frame.next++];
        if (!this.index.has(dep)) {
          this.index.set(dep, this.nextIndex);
          low.set(dep, this.nextIndex++);
          stack.push(dep);
          onStack.add(dep);
          work.push({ file: dep, next: 0 });
        } else if (onStack.has(dep)) {
          low.set(frame.file, Math.min(low.get(frame.file), this.index.get(dep)));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1].file;
        low.set(parent, Math.min(low.get(parent), low.get(frame.file)));
      }
      if (low.get(frame.file) === this.index.get(frame.file)) {
        const id = this.nextComponent++;
        let size = 0;
        for (;;) {
          const member = stack.pop();
          onStack.delete(member);
          this.component.set(member, id);
          size += 1;
          if (member === frame.file) break;
        }
        this.componentSize.set(id, size);
      }
    }
  }

  /** Whether the edge from → to closes a cycle (both in one component of more than one file). */
  inCycle(from, to) {
    this.visit(from);
    const id = this.component.get(from);
    return this.componentSize.get(id) > 1 && this.component.get(to) === id;
  }

  /** The shortest way back from `to` to `from` inside their component. */
  wayBack(from, to) {
    const id = this.component.get(from);
    const previous = new Map([[to, null]]);
    const queue = [to];
    while (queue.length > 0) {
      const file = queue.shift();
      if (file === from) break;
      for (const dep of this.depsOf(file)) {
        if (this.component.get(dep) !== id || previous.has(dep)) continue;
        previous.set(dep, file);
        queue.push(dep);
      }
    }
    const way = [];
    for (let file = from; file !== null && file !== undefined; file = previous.get(file)) way.unshift(file);
    return way;
  }
}

const graphs = new Map();

function graphFor(file) {
  let dir = path.dirname(file);
  while (!existsSync(path.join(dir, 'tsconfig.base.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
  let graph = graphs.get(dir);
  if (!graph) {
    graph = new ImportGraph(dir);
    graphs.set(dir, graph);
  }
  return graph;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles between workspace modules, type-only imports included.' },
    schema: [],
    messages: { cycle: 'Import cycle: {{way}}.' },
  },
  create(context) {
    const file = path.resolve(context.filename);
    const graph = graphFor(file);
    if (!graph) return {};
    graph.useText(file, context.sourceCode.text);
    const check = (node, source) => {
      if (!source || typeof source.value !== 'string') return;
      const target = graph.resolve(source.value, file);
      if (!target || !graph.inCycle(file, target)) return;
      const way = [file, ...graph.wayBack(file, target)].map((f) => path.relative(graph.root, f)).join(' → ');
      context.report({ node, messageId: 'cycle', data: { way } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
      TSImportEqualsDeclaration: (node) => check(node, node.moduleReference?.expression),
    };
  },
};

export default { rules: { 'no-import-cycle': noImportCycle } };
