import type { OpenApiDocument, OpenApiOperation, OpenApiParameter } from './openapi';

type JsonSchema = Record<string, unknown>;

const escape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** A schema's type in a few words: `string (email)`, `array of object`, `"a" | "b"`. */
export function typeOf(schema: JsonSchema | undefined): string {
  if (!schema) return 'any';
  if (Array.isArray(schema.enum)) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  if ('const' in schema) return JSON.stringify(schema.const);
  for (const key of ['anyOf', 'oneOf'] as const) {
    const options = schema[key];
    if (Array.isArray(options)) return [...new Set(options.map((option) => typeOf(option as JsonSchema)))].join(' | ');
  }
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : typeof schema.type === 'string' ? schema.type : 'any';
  if (type === 'array') return `array of ${typeOf(schema.items as JsonSchema | undefined)}`;
  return typeof schema.format === 'string' ? `${type} (${schema.format})` : type;
}

/** Nested objects are listed field by field down to this depth (`data.queues[].counts`). */
const MAX_DEPTH = 4;

/** The object a property holds, itself or in its array, when it has fields to list. */
function nestedObject(property: JsonSchema): { schema: JsonSchema; suffix: string } | null {
  if (property.properties) return { schema: property, suffix: '' };
  const items = property.items as JsonSchema | undefined;
  if (property.type === 'array' && items?.properties) return { schema: items, suffix: '[]' };
  return null;
}

/** The fields of an object schema (of each of its alternatives, for a union), one row each, nested ones by their dotted name. */
function fieldRows(schema: JsonSchema, prefix = '', depth = 0): string {
  const alternatives = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (Array.isArray(alternatives) && alternatives.some((option) => option.properties)) {
    return alternatives.map((option, index) => `<tr><th colspan="4">${escape(prefix)}Form ${index + 1}</th></tr>${fieldRows(option, prefix, depth)}`).join('');
  }
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  const rows = Object.entries(properties).map(([name, property]) => {
    const row =
      `<tr><td><code>${escape(prefix + name)}</code></td><td>${escape(typeOf(property))}</td><td>${required.has(name) ? 'required' : 'optional'}</td>` +
      `<td>${escape(typeof property.description === 'string' ? property.description : '')}</td></tr>`;
    const nested = depth < MAX_DEPTH ? nestedObject(property) : null;
    return nested ? row + fieldRows(nested.schema, `${prefix}${name}${nested.suffix}.`, depth + 1) : row;
  });
  return rows.length > 0 ? rows.join('') : depth === 0 ? `<tr><td colspan="4">${escape(typeOf(schema))}</td></tr>` : '';
}

function fieldsTable(caption: string, schema: JsonSchema): string {
  return (
    `<table><caption>${escape(caption)}</caption><thead><tr><th>Field</th><th>Type</th><th></th><th>Notes</th></tr></thead>` +
    `<tbody>${fieldRows(schema)}</tbody></table>`
  );
}

function parametersTable(parameters: OpenApiParameter[]): string {
  const rows = parameters.map(
    (parameter) =>
      `<tr><td><code>${escape(parameter.name)}</code></td><td>${parameter.in}</td><td>${escape(typeOf(parameter.schema))}</td>` +
      `<td>${parameter.required ? 'required' : 'optional'}</td></tr>`,
  );
  return `<table><caption>Parameters</caption><thead><tr><th>Name</th><th>In</th><th>Type</th><th></th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function operationHtml(method: string, path: string, operation: OpenApiOperation): string {
  const body = operation.requestBody?.content['application/json'].schema;
  const statuses = Object.entries(operation.responses);
  const success = statuses.find(([status]) => Number(status) < 400);
  const answer = success?.[1].content?.['application/json'].schema;
  const errors = statuses.filter(([status]) => Number(status) >= 400);
  return (
    `<article class="route" id="${escape(operation.operationId)}">` +
    `<h3><span class="method ${escape(method)}">${escape(method.toUpperCase())}</span> <code>${escape(path)}</code></h3>` +
    `<p class="roles">Roles: ${operation['x-roles'].map((role) => `<span class="role">${escape(role)}</span>`).join(' ')}</p>` +
    `<p>${escape(operation.description.replace(/`/g, ''))}</p>` +
    (operation.parameters.length > 0 ? parametersTable(operation.parameters) : '') +
    (body ? fieldsTable('Body (JSON)', body) : '') +
    (answer ? fieldsTable(`Answer ${success?.[0] ?? ''}`, answer) : `<p>Success: ${escape(success?.[0] ?? '200')}</p>`) +
    (errors.length > 0
      ? `<p class="errors">Errors: ${errors.map(([status, response]) => `<span title="${escape(response.description)}">${escape(status)}</span>`).join(' ')}</p>`
      : '') +
    `</article>`
  );
}

const STYLE = `
body{font-family:system-ui,sans-serif;margin:0;color:#1a1b1e;line-height:1.45}
header{background:#1c7ed6;color:#fff;padding:16px 24px}header h1{margin:0;font-size:1.4rem}
main{display:flex;gap:24px;padding:0 24px}nav{position:sticky;top:0;align-self:flex-start;padding:16px 0;min-width:160px}
nav a{display:block;color:#1864ab;text-decoration:none;padding:2px 0}section{flex:1;min-width:0}
h2{border-bottom:2px solid #dee2e6;padding-top:16px}.route{border:1px solid #dee2e6;border-radius:6px;padding:8px 16px;margin:12px 0}
h3{font-size:1rem;margin:8px 0}.method{display:inline-block;min-width:56px;text-align:center;border-radius:4px;color:#fff;padding:1px 6px;font-size:.8rem}
.get{background:#2b8a3e}.post{background:#1864ab}.put{background:#e67700}.patch{background:#862e9c}.delete{background:#c92a2a}
.role{background:#e7f5ff;border-radius:4px;padding:0 6px;margin-right:4px}table{border-collapse:collapse;margin:8px 0;font-size:.9rem}
caption{text-align:left;font-weight:600}td,th{border:1px solid #dee2e6;padding:2px 8px;text-align:left;vertical-align:top}
.errors span{background:#fff5f5;border-radius:4px;padding:0 6px;margin-right:4px}code{font-size:.95em}
`;

/** The OpenAPI document as one page people read: routes grouped by tag, each with its roles, inputs, answer and errors. */
export function renderApiReference(document: OpenApiDocument): string {
  const groups = new Map<string, string[]>();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!operation) continue;
      const tag = operation.tags[0] ?? 'api';
      groups.set(tag, [...(groups.get(tag) ?? []), operationHtml(method, path, operation)]);
    }
  }
  const tags = [...groups.keys()].sort();
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escape(document.info.title)} reference</title><style>${STYLE}</style></head><body>` +
    `<header><h1>${escape(document.info.title)} ${escape(document.info.version)}</h1>` +
    `<p>${escape(document.info.description.replace(/`/g, ''))} Machine-readable: <a style="color:#fff" href="/api/openapi.json">/api/openapi.json</a>. ` +
    `Send the access token as <code>Authorization: Bearer …</code>.</p></header>` +
    `<main><nav aria-label="Groups">${tags.map((tag) => `<a href="#tag-${escape(tag)}">${escape(tag)}</a>`).join('')}</nav><section>` +
    tags.map((tag) => `<h2 id="tag-${escape(tag)}">${escape(tag)}</h2>${(groups.get(tag) ?? []).join('')}`).join('') +
    `</section></main></body></html>`
  );
}
