// Renders /api/openapi.json without any library: the page's CSP allows only this origin.
// Everything is built with DOM calls and textContent, never HTML strings.

/** @param {string} tag @param {Record<string, string>} [attrs] @param {...(Node|string|null)} children */
function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  for (const child of children) {
    if (child !== null && child !== undefined) node.append(child);
  }
  return node;
}

const characters = (n) => (n === 1 ? '1 character' : `${n} characters`);

/** A JSON Schema in one line: type, constraints, allowed values. */
function describeType(schema) {
  if (!schema || typeof schema !== 'object' || Object.keys(schema).length === 0) return 'any';
  if (schema.$ref) return schema.$ref.split('/').pop();
  const parts = [];
  if (schema.enum) parts.push(`one of ${schema.enum.map((v) => JSON.stringify(v)).join(', ')}`);
  else if (schema.const !== undefined) parts.push(JSON.stringify(schema.const));
  else if (schema.anyOf || schema.oneOf) {
    parts.push((schema.anyOf || schema.oneOf).map(describeType).join(' or '));
  } else if (schema.type === 'array') parts.push(`list of ${describeType(schema.items)}`);
  else if (schema.type) parts.push([schema.type].flat().join(' or '));
  if (schema.minLength !== undefined) parts.push(`at least ${characters(schema.minLength)}`);
  if (schema.maxLength !== undefined) parts.push(`at most ${characters(schema.maxLength)}`);
  if (schema.minimum !== undefined) parts.push(`≥ ${schema.minimum}`);
  if (schema.maximum !== undefined) parts.push(`≤ ${schema.maximum}`);
  if (schema.maxItems !== undefined) parts.push(`at most ${schema.maxItems} items`);
  if (schema.pattern) parts.push(`matching ${schema.pattern}`);
  if (schema.format) parts.push(schema.format);
  if (schema.default !== undefined) parts.push(`default ${JSON.stringify(schema.default)}`);
  return parts.join(', ');
}

/** Rows for an object schema's properties, nested objects indented under their parent. */
function fieldRows(schema, prefix = '') {
  const rows = [];
  const required = new Set(schema.required || []);
  for (const [name, property] of Object.entries(schema.properties || {})) {
    const fullName = prefix + name;
    rows.push(
      el(
        'tr',
        {},
        el('td', {}, el('code', {}, fullName)),
        el('td', {}, required.has(name) ? 'required' : 'optional'),
        el('td', {}, describeType(property)),
        el('td', {}, property.description || ''),
      ),
    );
    if (property.type === 'object' && property.properties) {
      rows.push(...fieldRows(property, `${fullName}.`));
    }
  }
  return rows;
}

function fieldTable(caption, rows) {
  if (rows.length === 0) return null;
  return el(
    'div',
    { class: 'table-scroll' },
    el(
      'table',
      {},
      el('caption', {}, caption),
      el(
        'thead',
        {},
        el(
          'tr',
          {},
          ...['Field', 'Need', 'Type', 'Notes'].map((h) => el('th', { scope: 'col' }, h)),
        ),
      ),
      el('tbody', {}, ...rows),
    ),
  );
}

function parameterRows(parameters) {
  return parameters.map((p) =>
    el(
      'tr',
      {},
      el('td', {}, el('code', {}, p.name), ` (${p.in})`),
      el('td', {}, p.required ? 'required' : 'optional'),
      el('td', {}, describeType(p.schema)),
      el('td', {}, p.description || ''),
    ),
  );
}

function operationView(method, path, op) {
  const body = op.requestBody && Object.entries(op.requestBody.content)[0];
  const statuses = Object.keys(op.responses || {}).filter((s) => s !== 'default');
  const search = `${method} ${path} ${op.summary} ${op.description || ''}`.toLowerCase();
  return el(
    'details',
    { class: 'operation', 'data-search': search },
    el(
      'summary',
      {},
      el('span', { class: `method method-${method}` }, method.toUpperCase()),
      el('code', { class: 'path' }, path),
      el('span', { class: 'summary' }, op.summary),
      op['x-role'] ? el('span', { class: 'role' }, op['x-role']) : null,
    ),
    op.description ? el('p', { class: 'notes' }, op.description) : null,
    fieldTable('Parameters', parameterRows(op.parameters || [])),
    body ? fieldTable(`Body (${body[0]})`, fieldRows(body[1].schema)) : null,
    el('p', { class: 'statuses' }, `Answers: ${statuses.join(', ')}`),
  );
}

function render(doc) {
  const main = document.getElementById('operations');
  const groups = new Map();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = (op.tags && op.tags[0]) || 'api';
      if (!groups.has(tag)) groups.set(tag, []);
      groups.get(tag).push(operationView(method, path, op));
    }
  }
  const sections = [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([tag, views]) => el('section', { class: 'group' }, el('h2', {}, tag), ...views));
  main.replaceChildren(...sections);

  const filter = document.getElementById('filter');
  filter.addEventListener('input', () => {
    const words = filter.value.toLowerCase().split(/\s+/).filter(Boolean);
    for (const section of sections) {
      let shown = 0;
      for (const view of section.querySelectorAll('.operation')) {
        const match = words.every((w) => view.dataset.search.includes(w));
        view.hidden = !match;
        if (match) shown += 1;
      }
      section.hidden = shown === 0;
    }
  });
}

fetch('/api/openapi.json')
  .then((res) => {
    if (!res.ok) throw new Error(`status ${res.status}`);
    return res.json();
  })
  .then(render)
  .catch((err) => {
    document
      .getElementById('operations')
      .replaceChildren(
        el('p', { role: 'alert' }, `The API document did not load (${err.message}).`),
      );
  });
