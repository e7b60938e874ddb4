// A module owns its tables (table-owners.js): a file of module <m> may take from `#db/schema`
// only the tables <m> owns, and a flow (apps/api/src/flows) takes no table at all; both call the
// owner's entry function instead. Type-only imports (column shapes, row types) carry no query and
// stay free, and so does every export of the schema that is not a table. Tests and test kits may
// read any table to set a scene. The same holds for SQL written by hand: a `sql` template that
// names another module's table after FROM, JOIN, UPDATE or INTO is refused too, but for the
// writes table-owners.js grants (`sqlWrites`).
import path from 'node:path';
import { moduleOf } from './module-entry.js';
import { importVisitors, isTestFile, resolveImport, srcRootOf } from './resolve.js';
import { ownerOf, sqlWrites } from './table-owners.js';

/** 'flows' for a file under apps/api/src/flows, the module's name for a module file, or null. */
function placeOf(file) {
  const src = srcRootOf(file, 'api');
  if (!src) return null;
  const rel = path.relative(path.join(src, 'flows'), file);
  if (rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel)) return 'flows';
  return moduleOf(file);
}

const isSchema = (file, target) => {
  const schema = path.join(srcRootOf(file, 'api'), 'db', 'schema');
  return target === schema || target.startsWith(schema + path.sep);
};

const nameOf = (node) => (node.type === 'Identifier' ? node.name : node.value);

/** `order_items` to `orderItems`: the schema's name of a table SQL names. */
const camel = (name) => name.replace(/_([a-z])/g, (_, c) => c.toUpperCase());
const SQL_TABLE = /\b(?:from|join|update|into)\s+([a-z_][a-z0-9_]*)/gi;

/** Whether `tag` is drizzle's `sql` (or `sql.raw` and the like). */
const isSqlTag = (tag) =>
  (tag.type === 'Identifier' && tag.name === 'sql') ||
  (tag.type === 'MemberExpression' &&
    tag.object.type === 'Identifier' &&
    tag.object.name === 'sql');

export default {
  meta: {
    type: 'problem',
    docs: { description: 'An API module imports from the schema only the tables it owns' },
    messages: {
      foreign:
        "Module '{{from}}' imports table '{{table}}', which module '{{owner}}' owns: call a function of '#modules/{{owner}}' instead.",
      flow: "A flow imports table '{{table}}' (owned by module '{{owner}}'): call a function of '#modules/{{owner}}' instead.",
      whole: "'{{from}}' imports the whole schema: import only the tables it owns, by name.",
      foreignSql:
        "Module '{{from}}' names table '{{table}}' in SQL, which module '{{owner}}' owns: call a function of '#modules/{{owner}}' instead.",
      flowSql:
        "A flow names table '{{table}}' (owned by module '{{owner}}') in SQL: call a function of '#modules/{{owner}}' instead.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = placeOf(file);
    if (!from || isTestFile(file)) return {};
    const check = (node, text) => {
      for (const [, name] of text.matchAll(SQL_TABLE)) {
        const table = camel(name.toLowerCase());
        const owner = ownerOf(table);
        if (!owner || owner === from || sqlWrites[from]?.includes(table)) continue;
        context.report({
          node,
          messageId: from === 'flows' ? 'flowSql' : 'foreignSql',
          data: { from, table: name, owner },
        });
      }
    };
    const textOf = (template) =>
      template.quasis.map((q) => q.value.cooked ?? q.value.raw).join(' ');
    const sqlVisitor = {
      TaggedTemplateExpression(node) {
        if (isSqlTag(node.tag)) check(node, textOf(node.quasi));
      },
      // sql.raw('…') and sql.raw(`…`): the text is SQL too.
      CallExpression(node) {
        const [arg] = node.arguments;
        if (!isSqlTag(node.callee) || node.callee.type !== 'MemberExpression' || !arg) return;
        if (arg.type === 'TemplateLiteral') check(node, textOf(arg));
        else if (arg.type === 'Literal' && typeof arg.value === 'string') check(node, arg.value);
      },
    };
    const imports = importVisitors((node, specifier) => {
      const target = resolveImport(file, specifier);
      if (!target || !isSchema(file, target)) return;
      if (node.importKind === 'type' || node.exportKind === 'type') return;
      if (node.type === 'ImportExpression' || node.type === 'ExportAllDeclaration') {
        context.report({ node: node.source, messageId: 'whole', data: { from } });
        return;
      }
      for (const spec of node.specifiers ?? []) {
        if (spec.type === 'ImportNamespaceSpecifier') {
          context.report({ node: spec, messageId: 'whole', data: { from } });
          continue;
        }
        if (spec.importKind === 'type' || spec.exportKind === 'type') continue;
        const table = spec.type === 'ImportSpecifier' ? nameOf(spec.imported) : nameOf(spec.local);
        if (spec.type === 'ImportDefaultSpecifier') continue;
        const owner = ownerOf(table);
        if (!owner || owner === from) continue;
        context.report({
          node: spec,
          messageId: from === 'flows' ? 'flow' : 'foreign',
          data: { from, table, owner },
        });
      }
    });
    return { ...imports, ...sqlVisitor };
  },
};
