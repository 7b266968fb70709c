// @ts-check
/**
 * The server's import direction and table ownership (DESIGN §2, decision 019), as ESLint flat-config
 * blocks and a local plugin:
 *   - `server-boundaries/import-direction`: the server never imports the web app; `platform/` never
 *     imports a feature; a feature reaches another only through the service it is given in `deps`, so
 *     from another feature it imports nothing but `import type` of its `*.service.ts` (contracts come
 *     from @manabiya/domain). Tests compose features as buildApp does: they may import any feature's
 *     file except its repository.
 *   - `server-boundaries/no-import-cycle`: no file of apps/server/src reaches itself again through the
 *     imports that run (`import type` is erased, so it makes no cycle).
 *   - `server-boundaries/table-ownership`: in `features/<f>/` and `platform/`, `.insert(T)`, `.update(T)`
 *     and `.delete(T)` (on db, tx, anything) only for a table T whose db/schema file names that code
 *     its owner (`@owner`, read by schemaOwnersOf below).
 * Reads (select, join) of another feature's table are allowed; decision 019 lists them.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** @typedef {{ owner: string; tables: Record<string, string> }} SchemaOwners */

const OWNER_TAG = /@owner\s+([\w-]+)/;
/** The doc comment a schema file opens with. */
const FILE_COMMENT = /^\/\*\*((?:(?!\*\/)[\s\S])*)\*\//;
/** A doc comment and the table declared right below it. */
const TABLE_COMMENT = /\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*export const (\w+)\b/g;
/** @type {Map<string, { mtimeMs: number; owners: SchemaOwners | undefined }>} */
const schemaOwnersCache = new Map();

/**
 * Who writes the tables of one file of apps/server/src/db/schema, as the file declares it beside its
 * tables: the doc comment the file opens with names the owner (`/** @owner courses — … *\/`), a
 * table's own doc comment may give that table to another (`@owner webpush`). The owner is a feature
 * folder, `platform`, or `migrations` for reference data nobody writes at run time; only its code
 * may insert, update or delete. Undefined when the file names no owner: a write to one of its
 * tables is reported, so a new schema file declares its owner. Read again when the file changes.
 *
 * @param {string} repoRoot @param {string} schemaFile e.g. `courses.ts`
 * @returns {SchemaOwners | undefined}
 */
export function schemaOwnersOf(repoRoot, schemaFile) {
  const file = path.join(repoRoot, SERVER_SRC, 'db/schema', schemaFile);
  let mtimeMs;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
  const cached = schemaOwnersCache.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.owners;
  const text = readFileSync(file, 'utf8');
  const owner = OWNER_TAG.exec(FILE_COMMENT.exec(text)?.[1] ?? '')?.[1];
  /** @type {Record<string, string>} */
  const tables = {};
  for (const [, comment = '', table = ''] of text.matchAll(TABLE_COMMENT)) {
    const tableOwner = OWNER_TAG.exec(comment)?.[1];
    if (tableOwner && tableOwner !== owner) tables[table] = tableOwner;
  }
  const owners = owner ? { owner, tables } : undefined;
  schemaOwnersCache.set(file, { mtimeMs, owners });
  return owners;
}

/**
 * The only writes outside ownership, each with its reason.
 *
 * @type {Array<{ writer: string; tables: Record<string, string[]>; why: string }>}
 */
export const SHARED_WRITES = [
  {
    writer: 'auth',
    tables: { 'staff.ts': ['staff'], 'companies.ts': ['companyUsers'], 'students.ts': ['students'] },
    why: 'password_hash and language only: credentials and the display language are auth’s for every kind of account (accounts.repository.ts updatePasswordHash, updateLanguage)',
  },
];

const WRITE_METHODS = new Set(['insert', 'update', 'delete']);
const SERVER_SRC = 'apps/server/src';
const REPOSITORY_FILE = /\.repository(\.[cm]?[jt]s)?$/;
const SERVICE_FILE = /\.service\.[cm]?ts$/;
/** Test files and the test helpers under a `test/` folder. */
const TEST_FILE = /(\.test\.[cm]?tsx?$)|(^|\/)test\//;

/** @param {string} file */
const toPosix = (file) => file.split(path.sep).join('/');

/**
 * The repository root and the file's path inside apps/server/src, or undefined outside it.
 *
 * @param {string} filename absolute
 */
function locateInServer(filename) {
  const posix = toPosix(filename);
  const at = posix.lastIndexOf(`/${SERVER_SRC}/`);
  if (at < 0) return undefined;
  return { repoRoot: posix.slice(0, at), inServer: posix.slice(at + SERVER_SRC.length + 2) };
}

/**
 * Where a relative import points, from the repository root (`apps/web/src/x.ts`), or undefined for a package.
 *
 * @param {string} filename @param {string} source @param {string} repoRoot
 */
function resolveFromRoot(filename, source, repoRoot) {
  if (!source.startsWith('.')) return undefined;
  return toPosix(path.relative(repoRoot, path.resolve(path.dirname(filename), source)));
}

/** @param {string} inServer e.g. `features/students/x.ts` → `students` */
function featureOf(inServer) {
  const match = /^features\/([^/]+)\//.exec(inServer);
  return match ? match[1] : undefined;
}

/**
 * Whether a declaration is erased at run time: `import type …`, `export type … from`. (With
 * verbatimModuleSyntax, `import { type A }` still loads its module, so it is not.)
 *
 * @param {import('estree').ImportDeclaration | import('estree').ExportNamedDeclaration | import('estree').ExportAllDeclaration} node
 */
function isTypeOnly(node) {
  // Typescript-eslint's nodes carry `importKind` / `exportKind`, unknown to the ESTree types.
  const kinds = /** @type {{ importKind?: string; exportKind?: string }} */ (/** @type {unknown} */ (node));
  return kinds.importKind === 'type' || kinds.exportKind === 'type';
}

/** @type {import('eslint').Rule.RuleModule} */
const importDirection = {
  meta: {
    type: 'problem',
    docs: { description: 'Server imports flow one way: web never, platform → no feature, feature → another feature’s service type only' },
    schema: [],
    messages: {
      web: 'The server never imports the web app ({{source}}); share through @manabiya/domain.',
      platformToFeature: 'platform/ never imports a feature ({{source}}): take what it needs as a parameter, typed by platform (decision 019).',
      otherRepository: 'A feature never imports another feature’s repository ({{source}}): call the {{feature}} service, or move a shared SQL helper to platform/ (decision 019).',
      otherFeature:
        'A feature reaches {{feature}} only through the service it is given in deps ({{source}}): `import type` its *.service.ts; a contract comes from @manabiya/domain, a shared helper from platform/.',
    },
  },
  create(context) {
    const located = locateInServer(context.filename);
    if (!located) return {};
    const { repoRoot, inServer } = located;
    const ownFeature = featureOf(inServer);
    const isPlatform = inServer.startsWith('platform/');
    const isTest = TEST_FILE.test(inServer);

    /** @param {import('estree').Node} node @param {unknown} value @param {boolean} typeOnly */
    function check(node, value, typeOnly) {
      if (typeof value !== 'string') return;
      const target = resolveFromRoot(context.filename, value, repoRoot);
      if (value === '@manabiya/web' || value.startsWith('@manabiya/web/') || target?.startsWith('apps/web/')) {
        context.report({ node, messageId: 'web', data: { source: value } });
        return;
      }
      if (!target?.startsWith(`${SERVER_SRC}/`)) return;
      const targetInServer = target.slice(SERVER_SRC.length + 1);
      const targetFeature = featureOf(targetInServer);
      if (!targetFeature) return;
      if (isPlatform) context.report({ node, messageId: 'platformToFeature', data: { source: value } });
      if (!ownFeature || targetFeature === ownFeature) return;
      const data = { source: value, feature: targetFeature };
      if (REPOSITORY_FILE.test(targetInServer)) context.report({ node, messageId: 'otherRepository', data });
      else if (!isTest && !(typeOnly && SERVICE_FILE.test(targetInServer))) context.report({ node, messageId: 'otherFeature', data });
    }

    return {
      ImportDeclaration: (node) => check(node.source, node.source.value, isTypeOnly(node)),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value, isTypeOnly(node)),
      ExportAllDeclaration: (node) => check(node.source, node.source.value, isTypeOnly(node)),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value, false),
    };
  },
};

/**
 * The files of apps/server/src and the ones each imports at run time (`import type` and
 * `export type … from` are erased, a dynamic `import()` runs after both modules have loaded: neither
 * makes a cycle), read with TypeScript's parser. A lint run reads each file once; the folder is
 * looked at again when the graph is older than GRAPH_FRESH_MS (an editor's lint server lives long),
 * and only files whose modification time changed are read again.
 *
 * @typedef {Map<string, string[]>} ImportGraph absolute path → absolute paths
 * @typedef {{ graph: ImportGraph; readAt: number; parsed: Map<string, { mtimeMs: number; targets: string[] }> }} CachedGraph
 * @type {Map<string, CachedGraph>}
 */
const serverGraphs = new Map();
const GRAPH_FRESH_MS = 2_000;

/** @param {string} serverRoot absolute path of apps/server/src @returns {ImportGraph} */
function serverImportGraph(serverRoot) {
  const cached = serverGraphs.get(serverRoot);
  if (cached && Date.now() - cached.readAt < GRAPH_FRESH_MS) return cached.graph;
  const files = readdirSync(serverRoot, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.[cm]?ts$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => path.join(serverRoot, file));
  const known = new Set(files);
  /** @type {CachedGraph} */
  const fresh = { graph: new Map(), readAt: Date.now(), parsed: new Map() };
  for (const file of files) {
    const { mtimeMs } = statSync(file);
    const before = cached?.parsed.get(file);
    const targets = before?.mtimeMs === mtimeMs ? before.targets : runTimeImportsOf(file);
    fresh.parsed.set(file, { mtimeMs, targets });
    fresh.graph.set(file, targets.filter((target) => known.has(target)));
  }
  serverGraphs.set(serverRoot, fresh);
  return fresh.graph;
}

/** The relative imports of a file that load a module at run time, as absolute paths. @param {string} file */
function runTimeImportsOf(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), { languageVersion: ts.ScriptTarget.Latest, jsDocParsingMode: ts.JSDocParsingMode.ParseNone });
  /** @type {string[]} */
  const targets = [];
  for (const statement of source.statements) {
    const specifier = ts.isImportDeclaration(statement)
      ? !statement.importClause?.isTypeOnly && statement.moduleSpecifier
      : ts.isExportDeclaration(statement) && !statement.isTypeOnly && statement.moduleSpecifier;
    if (specifier && ts.isStringLiteral(specifier) && specifier.text.startsWith('.')) targets.push(path.resolve(path.dirname(file), specifier.text));
  }
  return targets;
}

/**
 * The shortest chain of run-time imports from `start` back to `file`, or undefined.
 *
 * @param {ImportGraph} graph @param {string} start @param {string} file @returns {string[] | undefined}
 */
function chainBack(graph, start, file) {
  /** @type {Map<string, string | null>} */
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    if (next === file) {
      /** @type {string[]} */
      const chain = [];
      for (let at = /** @type {string | null | undefined} */ (next); at; at = cameFrom.get(at)) chain.unshift(at);
      return chain;
    }
    for (const target of graph.get(next) ?? []) {
      if (!cameFrom.has(target)) {
        cameFrom.set(target, next);
        queue.push(target);
      }
    }
  }
  return undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No file of apps/server/src imports itself again through the imports that run' },
    schema: [],
    messages: {
      cycle: 'Import cycle: {{chain}}. Break it: move what both need to a third module, or let the caller pass it in.',
    },
  },
  create(context) {
    const located = locateInServer(context.filename);
    if (!located) return {};
    const serverRoot = path.join(located.repoRoot, SERVER_SRC);
    const file = path.resolve(context.filename);
    /** @type {Array<{ node: import('estree').Node; target: string }>} */
    const imports = [];

    /** @param {import('estree').Literal} node @param {boolean} typeOnly */
    function collect(node, typeOnly) {
      if (typeOnly || typeof node.value !== 'string' || !node.value.startsWith('.')) return;
      imports.push({ node, target: path.resolve(path.dirname(file), node.value) });
    }

    return {
      ImportDeclaration: (node) => collect(node.source, isTypeOnly(node)),
      ExportNamedDeclaration: (node) => node.source && collect(node.source, isTypeOnly(node)),
      ExportAllDeclaration: (node) => collect(node.source, isTypeOnly(node)),
      'Program:exit'() {
        if (imports.length === 0) return;
        // This file's imports as linted (an editor's unsaved text, a fixture), every other file's from
        // disk: the search stops on reaching this file, so its imports on disk are never read.
        const graph = serverImportGraph(serverRoot);
        for (const { node, target } of imports) {
          const chain = chainBack(graph, target, file);
          if (!chain) continue;
          const names = [file, ...chain].map((step) => toPosix(path.relative(serverRoot, step)));
          context.report({ node, messageId: 'cycle', data: { chain: names.join(' → ') } });
        }
      },
    };
  },
};

/**
 * @typedef {import('eslint').Scope.Scope} Scope
 * @typedef {import('eslint').Scope.Variable} Variable
 * @typedef {{ schemaFile: string; table: string }} TableRef
 */

/** @param {Scope | null} scope @param {string} name @returns {Variable | undefined} */
function findVariable(scope, name) {
  for (let current = scope; current; current = current.upper) {
    const variable = current.set.get(name);
    if (variable) return variable;
  }
  return undefined;
}

const TYPE_ONLY_WRAPPERS = new Set(['TSAsExpression', 'TSNonNullExpression', 'TSSatisfiesExpression']);

/**
 * The expression under `{ … } as const`, `x!` and `satisfies`, which change only types.
 *
 * @param {import('estree').Node} node
 * @returns {import('estree').Node}
 */
function unwrapTypeAssertions(node) {
  let current = node;
  while (TYPE_ONLY_WRAPPERS.has(current.type)) {
    // Typescript-eslint's nodes, unknown to the ESTree types: each wraps one `expression`.
    const inner = /** @type {{ expression?: import('estree').Node }} */ (/** @type {unknown} */ (current)).expression;
    if (!inner) break;
    current = inner;
  }
  return current;
}

/**
 * The schema tables an expression may stand for: a table imported from db/schema, a namespace member
 * of one, or a local constant built from them (`const table = BY_KIND[kind]`, a conditional, an
 * object of tables), so a write through a lookup is seen too. Depth-bounded; anything else is no table.
 *
 * @param {import('eslint').Rule.RuleContext} context @param {import('estree').Node} node
 * @param {string} repoRoot @param {number} depth
 * @returns {TableRef[]}
 */
function tablesOf(context, node, repoRoot, depth = 0) {
  if (depth > 5) return [];
  const expression = unwrapTypeAssertions(node);
  const scope = context.sourceCode.getScope(expression);
  const recurse = (/** @type {import('estree').Node} */ inner) => tablesOf(context, inner, repoRoot, depth + 1);

  if (expression.type === 'ConditionalExpression') return [...recurse(expression.consequent), ...recurse(expression.alternate)];
  if (expression.type === 'ObjectExpression') {
    return expression.properties.flatMap((property) => (property.type === 'Property' ? recurse(property.value) : []));
  }
  if (expression.type === 'MemberExpression') {
    const object = unwrapTypeAssertions(expression.object);
    if (object.type === 'Identifier' && !expression.computed && expression.property.type === 'Identifier') {
      const variable = findVariable(scope, object.name);
      const definition = variable?.defs[0];
      if (definition?.type === 'ImportBinding' && definition.node.type === 'ImportNamespaceSpecifier') {
        const schemaFile = schemaFileOf(context, definition.parent, repoRoot);
        return schemaFile ? [{ schemaFile, table: expression.property.name }] : [];
      }
    }
    // A lookup in an object of tables: any of its values.
    return recurse(expression.object);
  }
  if (expression.type !== 'Identifier') return [];

  const definition = findVariable(scope, expression.name)?.defs[0];
  if (!definition) return [];
  if (definition.type === 'ImportBinding') {
    if (definition.node.type !== 'ImportSpecifier') return [];
    const schemaFile = schemaFileOf(context, definition.parent, repoRoot);
    const imported = definition.node.imported;
    const table = imported.type === 'Identifier' ? imported.name : String(imported.value);
    return schemaFile ? [{ schemaFile, table }] : [];
  }
  if (definition.type === 'Variable' && definition.node.init && definition.parent.kind === 'const') return recurse(definition.node.init);
  return [];
}

/**
 * The db/schema file an import declaration reads, e.g. `sessions.ts`, or undefined.
 *
 * @param {import('eslint').Rule.RuleContext} context @param {import('estree').Node | null} declaration @param {string} repoRoot
 */
function schemaFileOf(context, declaration, repoRoot) {
  if (declaration?.type !== 'ImportDeclaration' || typeof declaration.source.value !== 'string') return undefined;
  const target = resolveFromRoot(context.filename, declaration.source.value, repoRoot);
  const prefix = `${SERVER_SRC}/db/schema/`;
  return target?.startsWith(prefix) ? target.slice(prefix.length) : undefined;
}

/** @param {string} writer @param {TableRef} ref @param {string} owner the table's */
function mayWrite(writer, { schemaFile, table }, owner) {
  if (owner === writer) return true;
  return SHARED_WRITES.some((shared) => shared.writer === writer && (shared.tables[schemaFile] ?? []).includes(table));
}

/** @type {import('eslint').Rule.RuleModule} */
const tableOwnership = {
  meta: {
    type: 'problem',
    docs: { description: 'A feature inserts, updates and deletes only the tables it owns (the `@owner` its db/schema file declares)' },
    schema: [],
    messages: {
      foreign: '{{writer}} writes {{table}} ({{schemaFile}}), a table of {{owner}}: call the {{owner}} service instead (decision 019).',
      unowned: '{{table}} comes from db/schema/{{schemaFile}}, which has no owner: open that file with `/** @owner <feature> */` (decision 019).',
    },
  },
  create(context) {
    const located = locateInServer(context.filename);
    if (!located) return {};
    const { repoRoot, inServer } = located;
    const writer = featureOf(inServer) ?? (inServer.startsWith('platform/') ? 'platform' : undefined);
    if (!writer) return {};

    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier') return;
        if (!WRITE_METHODS.has(callee.property.name)) return;
        const [argument] = node.arguments;
        if (!argument || argument.type === 'SpreadElement') return;
        for (const ref of tablesOf(context, argument, repoRoot)) {
          const owners = schemaOwnersOf(repoRoot, ref.schemaFile);
          if (!owners) {
            context.report({ node: argument, messageId: 'unowned', data: { ...ref } });
            continue;
          }
          const owner = owners.tables[ref.table] ?? owners.owner;
          if (!mayWrite(writer, ref, owner)) context.report({ node: argument, messageId: 'foreign', data: { ...ref, writer, owner } });
        }
      },
    };
  },
};

export const plugin = {
  meta: { name: 'server-boundaries' },
  rules: { 'import-direction': importDirection, 'no-import-cycle': noImportCycle, 'table-ownership': tableOwnership },
};

/** @type {import('eslint').Linter.Config[]} */
export default [
  {
    files: ['apps/server/**/*.ts'],
    plugins: { 'server-boundaries': plugin },
    rules: { 'server-boundaries/import-direction': 'error', 'server-boundaries/no-import-cycle': 'error' },
  },
  {
    // Tests build their world across tables (until they all use the factories): writes there are not checked.
    files: ['apps/server/src/features/**/*.ts', 'apps/server/src/platform/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { 'server-boundaries': plugin },
    rules: { 'server-boundaries/table-ownership': 'error' },
  },
];
