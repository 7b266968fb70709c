// @ts-check
/**
 * The server's import direction and table ownership (DESIGN §2, decision 019), as ESLint flat-config
 * blocks and a local plugin:
 *   - `server-boundaries/import-direction`: the server never imports the web app; `platform/` never
 *     imports a feature; a feature never imports another feature's `*.repository.ts` (call its service).
 *   - `server-boundaries/table-ownership`: in `features/<f>/` and `platform/`, `.insert(T)`, `.update(T)`
 *     and `.delete(T)` (on db, tx, anything) only for a table T its owner table below gives to that code.
 * Reads (select, join) of another feature's table are allowed; decision 019 lists them.
 */
import path from 'node:path';

/**
 * Who writes each table: one row per file of apps/server/src/db/schema. `owner` is the feature folder
 * (or `platform`, or `migrations` for reference data nobody writes at run time) whose code alone may
 * insert, update or delete; `tables` gives single tables of the file to another owner. A write to a
 * table of a schema file missing here is reported, so a new schema file gets its row.
 *
 * @type {Record<string, { owner: string; tables?: Record<string, string> }>}
 */
export const TABLE_OWNERS = {
  'audit.ts': { owner: 'audit' }, // audit_logs: others call recordAudit in audit.service.ts
  'companies.ts': { owner: 'companies' }, // companies, company_users
  'courses.ts': { owner: 'courses' }, // courses, curricula, course_curricula, steps, step_movies, step_attachments
  'idempotency.ts': { owner: 'platform' }, // idempotency_keys: platform/idempotency.ts (decision 029)
  'informations.ts': { owner: 'informations', tables: { webPushSubscriptions: 'webpush' } }, // notices, files, reads; push subscriptions
  'learning.ts': { owner: 'learning', tables: { movieViews: 'movies' } }, // completions, progress, movie views, study sessions, daily reports, self-checks
  'mail.ts': { owner: 'platform' }, // mail_outbox: platform/mail.ts, features call the mailer
  'movies.ts': { owner: 'movies' }, // the movie library
  'prefectures.ts': { owner: 'migrations' }, // reference data
  'rooms.ts': { owner: 'rooms' }, // rooms, room_messages, room_files, room_message_marks, room_snippets, room_digest_subscriptions
  'search-key.ts': { owner: 'migrations' }, // no table: the search key rule generated columns use (decision 030)
  'sessions.ts': { owner: 'auth' }, // sessions, password_reset_tokens
  'site-contents.ts': { owner: 'onboarding' }, // site_contents (the orientation text)
  'staff.ts': { owner: 'staff', tables: { permissionRoles: 'permission-roles', permissionRoleLevels: 'permission-roles' } },
  'students.ts': { owner: 'students' },
  'teachers.ts': { owner: 'teachers' },
};

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

/** Platform code that may name features: the type-only list of what buildApp hands to features. */
const PLATFORM_FILES_ALLOWED_TO_IMPORT_FEATURES = new Set(['platform/feature-deps.ts']);
const WRITE_METHODS = new Set(['insert', 'update', 'delete']);
const SERVER_SRC = 'apps/server/src';
const REPOSITORY_FILE = /\.repository(\.[cm]?[jt]s)?$/;

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

/** @type {import('eslint').Rule.RuleModule} */
const importDirection = {
  meta: {
    type: 'problem',
    docs: { description: 'Server imports flow one way: web never, platform → no feature, feature → another feature’s service only' },
    schema: [],
    messages: {
      web: 'The server never imports the web app ({{source}}); share through @manabiya/domain.',
      platformToFeature: 'platform/ never imports a feature ({{source}}): take what it needs as a parameter, typed by platform (decision 019).',
      otherRepository: 'A feature never imports another feature’s repository ({{source}}): call the {{feature}} service, or move a shared SQL helper to platform/ (decision 019).',
    },
  },
  create(context) {
    const located = locateInServer(context.filename);
    if (!located) return {};
    const { repoRoot, inServer } = located;
    const ownFeature = featureOf(inServer);
    const isPlatform = inServer.startsWith('platform/') && !PLATFORM_FILES_ALLOWED_TO_IMPORT_FEATURES.has(inServer);

    /** @param {import('estree').Node} node @param {unknown} value */
    function check(node, value) {
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
      else if (ownFeature && targetFeature !== ownFeature && REPOSITORY_FILE.test(targetInServer)) {
        context.report({ node, messageId: 'otherRepository', data: { source: value, feature: targetFeature } });
      }
    }

    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
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

/** @param {string} writer @param {TableRef} ref */
function mayWrite(writer, { schemaFile, table }) {
  const entry = TABLE_OWNERS[schemaFile];
  const owner = entry?.tables?.[table] ?? entry?.owner;
  if (owner === writer) return true;
  return SHARED_WRITES.some((shared) => shared.writer === writer && (shared.tables[schemaFile] ?? []).includes(table));
}

/** @type {import('eslint').Rule.RuleModule} */
const tableOwnership = {
  meta: {
    type: 'problem',
    docs: { description: 'A feature inserts, updates and deletes only the tables it owns (TABLE_OWNERS in tooling/lint/server-boundaries.js)' },
    schema: [],
    messages: {
      foreign: '{{writer}} writes {{table}} ({{schemaFile}}), a table of {{owner}}: call the {{owner}} service instead (decision 019).',
      unowned: '{{table}} comes from db/schema/{{schemaFile}}, which has no owner: add it to TABLE_OWNERS in tooling/lint/server-boundaries.js.',
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
          const entry = TABLE_OWNERS[ref.schemaFile];
          if (!entry) context.report({ node: argument, messageId: 'unowned', data: { ...ref } });
          else if (!mayWrite(writer, ref)) {
            context.report({ node: argument, messageId: 'foreign', data: { ...ref, writer, owner: entry.tables?.[ref.table] ?? entry.owner } });
          }
        }
      },
    };
  },
};

const plugin = { meta: { name: 'server-boundaries' }, rules: { 'import-direction': importDirection, 'table-ownership': tableOwnership } };

/** @type {import('eslint').Linter.Config[]} */
export default [
  {
    files: ['apps/server/**/*.ts'],
    plugins: { 'server-boundaries': plugin },
    rules: { 'server-boundaries/import-direction': 'error' },
  },
  {
    // Tests build their world across tables (until they all use the factories): writes there are not checked.
    files: ['apps/server/src/features/**/*.ts', 'apps/server/src/platform/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { 'server-boundaries': plugin },
    rules: { 'server-boundaries/table-ownership': 'error' },
  },
];
