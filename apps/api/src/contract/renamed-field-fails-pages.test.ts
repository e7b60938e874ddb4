import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '#config/paths';

/**
 * Renaming a field of an answer in the shared contract fails the type check of the pages that
 * read it: the storefront's order card and the console's order table are compiled with the web
 * app's settings, once as they are and once with the order's `totalprice` renamed in the contract.
 */
const webDir = path.join(repoRoot, 'apps/web');
const contractOrders = path.join(repoRoot, 'packages/domain/src/contract/orders.ts');
const pages = [
  path.join(webDir, 'src/features/orders/components/order-card.tsx'),
  path.join(webDir, 'src/admin/features/orders/components/order-columns.tsx'),
];

/** Source files parsed once for both compilations: only the contract's text differs between them. */
const parsed = new Map<string, ts.SourceFile>();

/** The two pages' own errors (what a rename breaks is in them, not in the files they import). */
function errorsOf(rename?: [string, string]) {
  const config = ts.readConfigFile(path.join(webDir, 'tsconfig.json'), ts.sys.readFile).config;
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, webDir);
  const host = ts.createCompilerHost({ ...options, noEmit: true });
  const readFile = host.readFile.bind(host);
  host.readFile = (file) => {
    const text = readFile(file);
    if (!rename || path.resolve(file) !== contractOrders || text === undefined) return text;
    return text.replace(`  ${rename[0]}: aed,`, `  ${rename[1]}: aed,`);
  };
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (file, language, onError) => {
    if (path.resolve(file) === contractOrders) return getSourceFile(file, language, onError);
    let source = parsed.get(file);
    if (!source) {
      source = getSourceFile(file, language, onError);
      if (source) parsed.set(file, source);
    }
    return source;
  };
  const program = ts.createProgram({ rootNames: pages, options, host });
  return pages.flatMap((page) => {
    const source = program.getSourceFile(page);
    if (!source) return [`${path.relative(webDir, page)}: not found`];
    return [
      ...program.getSyntacticDiagnostics(source),
      ...program.getSemanticDiagnostics(source),
    ].map(
      (d) =>
        `${path.relative(webDir, d.file?.fileName ?? '')}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`,
    );
  });
}

describe('a renamed answer field fails the pages that read it', () => {
  it('the pages type-check against the contract as it is', () => {
    expect(errorsOf()).toEqual([]);
  }, 120_000);

  it("renaming the order's totalprice fails the order card and the console's order table", () => {
    const errors = errorsOf(['totalprice', 'totalPrice']);
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^src\/features\/orders\/components\/order-card\.tsx: .*'totalprice'/,
        ),
        expect.stringMatching(
          /^src\/admin\/features\/orders\/components\/order-columns\.tsx: .*'totalprice'/,
        ),
      ]),
    );
  }, 120_000);
});
