import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** One message the API can throw: its text (`{}` for each part that varies) and where. */
export interface ThrownMessage {
  text: string;
  at: string;
}

const apiSource = join(import.meta.dirname, '..', '..');
const domainSource = join(apiSource, '..', '..', '..', 'packages', 'domain', 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /(?<!\.test|-test-kit)\.ts$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

/** A string or template's text, each `${…}` written `{}`; undefined for anything else. */
function textOf(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return node.head.text + node.templateSpans.map((s) => `{}${s.literal.text}`).join('');
  if (ts.isParenthesizedExpression(node)) return textOf(node.expression);
  return undefined;
}

/** The message argument of `new AppError(type, message, …)` or `notFound(message, …)`. */
function messageArgument(node: ts.Node): ts.Expression | undefined {
  if (ts.isNewExpression(node) && ts.isIdentifier(node.expression))
    return node.expression.text === 'AppError' ? node.arguments?.[1] : undefined;
  if (ts.isCallExpression(node) && ts.isIdentifier(node.expression))
    return node.expression.text === 'notFound' ? node.arguments[0] : undefined;
  return undefined;
}

interface Parsed {
  file: string;
  source: ts.SourceFile;
  /** Constants by name: `const X = '…'` at any depth. */
  constants: Map<string, string[]>;
  /** Calls by callee name, for a helper that passes its parameter on as the message. */
  calls: Map<string, ts.CallExpression[]>;
  throws: ts.Expression[];
  /** The keys of `refusal(type, 'KEY', …)`, each with where. */
  keyed: ThrownMessage[];
}

function parse(file: string): Parsed {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const parsed: Parsed = {
    file,
    source,
    constants: new Map(),
    calls: new Map(),
    throws: [],
    keyed: [],
  };
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const text = textOf(node.initializer);
      const name = node.name.text;
      if (text !== undefined)
        parsed.constants.set(name, [...(parsed.constants.get(name) ?? []), text]);
    }
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const name = node.expression.text;
      parsed.calls.set(name, [...(parsed.calls.get(name) ?? []), node]);
      const key = name === 'refusal' ? node.arguments[1] : undefined;
      if (key && ts.isStringLiteral(key)) {
        const line = source.getLineAndCharacterOfPosition(key.getStart()).line + 1;
        parsed.keyed.push({ text: key.text, at: `${relative(apiSource, file)}:${line}` });
      }
    }
    const message = messageArgument(node);
    if (message) parsed.throws.push(message);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return parsed;
}

/** The helper `name = (…, message) => new AppError(…)` whose parameter `message` is, and its index. */
function helperOf(id: ts.Identifier): { name: string; index: number } | undefined {
  let node: ts.Node | undefined = id.parent;
  while (node && !ts.isArrowFunction(node) && !ts.isFunctionDeclaration(node)) node = node.parent;
  if (!node) return undefined;
  const index = node.parameters.findIndex(
    (p) => ts.isIdentifier(p.name) && p.name.text === id.text,
  );
  if (index < 0) return undefined;
  const named = ts.isFunctionDeclaration(node) ? node.name : node.parent;
  if (named && ts.isIdentifier(named)) return { name: named.text, index };
  if (named && ts.isVariableDeclaration(named) && ts.isIdentifier(named.name))
    return { name: named.name.text, index };
  return undefined;
}

/**
 * Every message `new AppError(type, message, …)` and `notFound(message, …)` in the API's source
 * can carry: literal text as written, a constant by its value (in its own file first, else where
 * the API or the domain declares it), a helper's parameter by the arguments its callers pass, and
 * `unresolved` for what only a run can tell (a message another function builds); and `keyed`,
 * the key of each refusal thrown by its message's key (`refusal(type, 'KEY', …)`).
 */
export function thrownMessages(): {
  found: ThrownMessage[];
  unresolved: ThrownMessage[];
  keyed: ThrownMessage[];
} {
  const files = [...sourceFiles(apiSource), ...sourceFiles(domainSource)].map(parse);
  const everywhere = new Map<string, string[]>();
  for (const { constants } of files)
    for (const [name, texts] of constants)
      everywhere.set(name, [...(everywhere.get(name) ?? []), ...texts]);
  const found: ThrownMessage[] = [];
  const unresolved: ThrownMessage[] = [];
  for (const parsed of files.filter((p) => p.file.startsWith(apiSource))) {
    const resolve = (node: ts.Expression): void => {
      const at = `${relative(apiSource, parsed.file)}:${parsed.source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
      if (ts.isConditionalExpression(node)) return [node.whenTrue, node.whenFalse].forEach(resolve);
      const text = textOf(node);
      if (text !== undefined) return void found.push({ text, at });
      if (ts.isIdentifier(node)) {
        const helper = helperOf(node);
        if (helper) {
          const calls = parsed.calls.get(helper.name) ?? [];
          return calls.forEach(
            (call) => call.arguments[helper.index] && resolve(call.arguments[helper.index]!),
          );
        }
        const texts = parsed.constants.get(node.text) ?? everywhere.get(node.text);
        if (texts) return void found.push(...texts.map((value) => ({ text: value, at })));
      }
      unresolved.push({ text: node.getText(), at });
    };
    parsed.throws.forEach(resolve);
  }
  const keyed = files.filter((p) => p.file.startsWith(apiSource)).flatMap((p) => p.keyed);
  return { found, unresolved, keyed };
}
