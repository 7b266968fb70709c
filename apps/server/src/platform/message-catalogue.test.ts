import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EN_MESSAGES } from '@manabiya/domain/messages/en';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every Japanese message the server can answer with needs an English entry (docs/decisions/020).
 * This walks the server's source and the domain's contracts for Japanese text used as a message —
 * an argument of badRequest/notFound/forbidden/…/HttpError, a `message:`/`error:` property, a
 * parameter or constant named as a message, a label handed to a contract helper, a zod method's
 * message — and fails on one the catalogue cannot translate. `${…}` parts match `{name}` placeholders.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const JAPANESE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const MESSAGE_CALLS = new Set(['badRequest', 'unauthorized', 'forbidden', 'notFound', 'conflict', 'tooManyRequests', 'HttpError']);
const MESSAGE_NAME = /message|not_found|label/i;

function listSources(directory: string, skip: (file: string) => boolean): string[] {
  return fs.readdirSync(directory, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    return entry.isFile() && file.endsWith('.ts') && !skip(file) ? [file] : [];
  });
}

const SERVER_FILES = listSources(path.join(ROOT, 'apps/server/src'), (file) =>
  /\.test\.ts$|[\\/](test|demo|db)[\\/]|reset-mail\.ts$|orientation-default\.ts$|-cli\.ts$/.test(file),
);
const CONTRACT_FILES = listSources(path.join(ROOT, 'packages/domain/src/contracts'), (file) => file.endsWith('.test.ts'));

/** The source text of a message: literal parts as written, each `${…}` as `{}`. */
function msgidOf(node: ts.Expression): string {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.head.text + node.templateSpans.map((span) => `{}${span.literal.text}`).join('');
  if (ts.isParenthesizedExpression(node)) return msgidOf(node.expression);
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) return msgidOf(node.left) + msgidOf(node.right);
  return '{}';
}

/** The whole message a literal is part of: a concatenation is one message. */
function wholeMessage(node: ts.Node): ts.Node {
  let current = node;
  while ((ts.isBinaryExpression(current.parent) && current.parent.operatorToken.kind === ts.SyntaxKind.PlusToken) || ts.isParenthesizedExpression(current.parent)) {
    current = current.parent;
  }
  return current;
}

/** Where a message is used: each branch of a conditional is used where the conditional is. */
function usedAs(node: ts.Node): ts.Node {
  let current = wholeMessage(node);
  while (ts.isConditionalExpression(current.parent) && current !== current.parent.condition) current = wholeMessage(current.parent);
  return current;
}

function calleeName(call: ts.CallExpression | ts.NewExpression): string | undefined {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return undefined;
}

/** Parameter names of every function the scanned files declare, for labels handed to helpers. */
function collectParameters(sources: ts.SourceFile[]): Map<string, string[]> {
  const parameters = new Map<string, string[]>();
  const namesOf = (list: ts.NodeArray<ts.ParameterDeclaration>) => list.map((parameter) => parameter.name.getText());
  const visit = (node: ts.Node) => {
    if (ts.isFunctionDeclaration(node) && node.name) parameters.set(node.name.text, namesOf(node.parameters));
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer && (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))) {
      parameters.set(node.name.text, namesOf(node.initializer.parameters));
    }
    ts.forEachChild(node, visit);
  };
  for (const source of sources) visit(source);
  return parameters;
}

function isMessage(literal: ts.Node, parameters: Map<string, string[]>, inContract: boolean): boolean {
  const node = usedAs(literal);
  const parent = node.parent;
  if ((ts.isCallExpression(parent) || ts.isNewExpression(parent)) && parent.arguments?.includes(node as ts.Expression)) {
    const name = calleeName(parent);
    const index = parent.arguments.indexOf(node as ts.Expression);
    if (name && MESSAGE_CALLS.has(name)) return name !== 'HttpError' || index === 1;
    const parameter = name ? parameters.get(name)?.[index] : undefined;
    if (parameter !== undefined) return MESSAGE_NAME.test(parameter);
    // In a contract, Japanese text given to a zod method is its message (`.min(1, '…')`).
    return inContract && ts.isPropertyAccessExpression(parent.expression);
  }
  if (ts.isPropertyAssignment(parent) && parent.initializer === node) {
    // `{ message: … }`, or a field's message in the details of an error (`badRequest('…', { email: '…' })`).
    if (/^(message|error)$/.test(parent.name.getText())) return true;
    const call = parent.parent.parent;
    return (ts.isCallExpression(call) || ts.isNewExpression(call)) && MESSAGE_CALLS.has(calleeName(call) ?? '');
  }
  if (ts.isParameter(parent) || ts.isVariableDeclaration(parent)) return MESSAGE_NAME.test(parent.name.getText());
  return false;
}

export function findMessages(files: string[], inContract: boolean): Array<{ where: string; msgid: string }> {
  const sources = files.map((file) => ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true));
  const parameters = collectParameters(sources);
  const found: Array<{ where: string; msgid: string }> = [];
  for (const source of sources) {
    const visit = (node: ts.Node) => {
      const literal = ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node);
      if (literal && JAPANESE.test(node.getText()) && isMessage(node, parameters, inContract)) {
        const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
        found.push({ where: `${path.relative(ROOT, source.fileName)}:${line}`, msgid: msgidOf(wholeMessage(node) as ts.Expression) });
      }
      if (!literal) ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

const normalise = (msgid: string) => msgid.replace(/\{\w*\}/g, '{}');
const KNOWN = new Set(Object.keys(EN_MESSAGES).map(normalise));

describe('the English message catalogue', () => {
  const messages = [...findMessages(SERVER_FILES, false), ...findMessages(CONTRACT_FILES, true)];

  it('finds the messages it is meant to check', () => {
    const msgids = messages.map((message) => message.msgid);
    expect(msgids).toContain('ログインが必要です。もう一度ログインしてください。');
    expect(msgids).toContain('{}を入力してください。');
    expect(msgids).toContain('氏名');
    expect(messages.length).toBeGreaterThan(150);
  });

  it('has an entry for every Japanese message of the server and the contracts', () => {
    const missing = messages.filter((message) => !KNOWN.has(normalise(message.msgid))).map((message) => `${message.where} ${message.msgid}`);
    expect(missing).toEqual([]);
  });
});
