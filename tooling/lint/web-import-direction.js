// @ts-check
/**
 * The web's import direction (DESIGN §2), as an ESLint flat-config block with a small local rule:
 * components/lib → shell → features → portals/public-pages → app, no feature importing another, and
 * the domain package importing no app code. A zone forbids files under `target` to import anything
 * under `from` (unless under one of `except`, relative to that `from`). Relative specifiers are
 * resolved against the importing file; package specifiers are left to `no-restricted-imports`.
 *
 * (eslint-plugin-import-x's no-restricted-paths did the same, but its resolver's platform binaries
 * are not all served by the registry this project installs from, so `npm ci` could not lock them.)
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const WEB = 'apps/web/src';
const WEB_FEATURES = readdirSync(path.join(ROOT, WEB, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const BELOW_FEATURES = [`${WEB}/lib`, `${WEB}/components`, `${WEB}/shell`];
const ABOVE_FEATURES = [`${WEB}/portals`, `${WEB}/public-pages`, `${WEB}/app`];

/** @typedef {{ target: string | string[]; from: string | string[]; except?: string[]; message: string }} Zone */

/** @type {Zone[]} */
export const WEB_ZONES = [
  { target: BELOW_FEATURES, from: [`${WEB}/features`, ...ABOVE_FEATURES], message: 'lib/, components/ and shell/ sit below the features and portals (DESIGN §2).' },
  { target: [`${WEB}/lib`, `${WEB}/components`], from: `${WEB}/shell`, message: 'The shell is built from lib/ and components/, not the other way round.' },
  {
    target: `${WEB}/features`,
    from: [`${WEB}/shell`, ...ABOVE_FEATURES],
    message: 'A feature is composed by the portals; what it needs from the shell belongs in lib/ or components/.',
  },
  // One zone per feature folder, so a new feature is covered without editing this list.
  ...WEB_FEATURES.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move what both need down to components/ or lib/, or let the portal compose them.',
  })),
  { target: [`${WEB}/portals`, `${WEB}/public-pages`], from: `${WEB}/app`, message: 'app/ composes the portals; move what a page needs from it down to lib/.' },
  { target: 'packages/domain', from: 'apps', message: 'The domain package imports no app code.' },
  { target: WEB, from: 'apps/server', message: 'The web talks to the server over HTTP only.' },
];

/** @param {string} file @param {string} folder */
const isUnder = (file, folder) => file === folder || file.startsWith(`${folder}/`);
/** @param {string | string[]} value */
const listOf = (value) => (Array.isArray(value) ? value : [value]);
/** @param {string} file */
const fromRoot = (file) => path.relative(ROOT, file).split(path.sep).join('/');

/** @type {import('eslint').Rule.RuleModule} */
const importDirection = {
  meta: { type: 'problem', schema: [], docs: { description: 'Imports flow one way between the web layers and features (DESIGN §2).' } },
  create(context) {
    const file = fromRoot(context.filename);
    const zones = WEB_ZONES.flatMap((zone) => listOf(zone.target).filter((target) => isUnder(file, target)).map((target) => ({ ...zone, target })));
    if (zones.length === 0) return {};
    /** @param {import('estree').Node} node @param {unknown} specifier */
    function check(node, specifier) {
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const imported = fromRoot(path.resolve(path.dirname(context.filename), specifier));
      for (const zone of zones) {
        const from = listOf(zone.from).find((folder) => isUnder(imported, folder));
        if (from === undefined) continue;
        if ((zone.except ?? []).some((except) => isUnder(imported, path.posix.join(from, except)))) continue;
        context.report({ node, message: zone.message });
        return;
      }
    }
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => check(node, node.source?.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source.value : undefined),
    };
  },
};

export default {
  files: [`${WEB}/**/*.{ts,tsx}`, 'packages/domain/**/*.ts'],
  plugins: { 'web-boundaries': { rules: { 'import-direction': importDirection } } },
  rules: { 'web-boundaries/import-direction': 'error' },
};
