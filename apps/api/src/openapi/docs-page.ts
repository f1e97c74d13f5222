import { JsonSchema } from '@innkeep/domain';

const escape = (text: unknown) =>
  String(text ?? '').replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function schemaSummary(schema: JsonSchema | undefined): string {
  if (!schema) return '';
  if (Array.isArray(schema.enum)) return schema.enum.join(' | ');
  if (schema.type === 'array') return `array of ${schemaSummary(schema.items as JsonSchema)}`;
  return Array.isArray(schema.type) ? schema.type.join(' | ') : String(schema.type ?? 'object');
}

function fieldRows(fields: [string, JsonSchema, boolean, string][]): string {
  if (fields.length === 0) return '';
  return `<table><tr><th>field</th><th>in</th><th>type</th><th>required</th><th>description</th></tr>${fields
    .map(
      ([name, schema, required, where]) =>
        `<tr><td><code>${escape(name)}</code></td><td>${where}</td><td>${escape(schemaSummary(schema))}</td><td>${required ? 'yes' : ''}</td><td>${escape(schema.description)}</td></tr>`,
    )
    .join('')}</table>`;
}

/**
 * A self-contained reference page rendered from the OpenAPI document: no script, no CDN, so it
 * works offline and behind strict proxies.
 */
export function renderDocsPage(document: JsonSchema, openapiUrl: string): string {
  const info = document.info as { title: string; version: string; description: string };
  const paths = document.paths as Record<string, Record<string, JsonSchema>>;
  const sections = Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const params = ((op.parameters as JsonSchema[]) ?? [])
        .filter((param) => !param.$ref)
        .map((param): [string, JsonSchema, boolean, string] => [
          String(param.name),
          { ...(param.schema as JsonSchema), description: param.description },
          Boolean(param.required),
          String(param.in),
        ]);
      const body = (op.requestBody as JsonSchema | undefined)?.content as Record<string, { schema: JsonSchema }> | undefined;
      const bodySchema = body?.['application/json']?.schema;
      const bodyFields = Object.entries((bodySchema?.properties ?? {}) as Record<string, JsonSchema>).map(
        ([name, schema]): [string, JsonSchema, boolean, string] => [
          name,
          schema,
          ((bodySchema?.required as string[]) ?? []).includes(name),
          'body',
        ],
      );
      const responses = Object.entries(op.responses as Record<string, JsonSchema>)
        .map(([status, response]) => `<li><b>${status}</b> ${escape(response.description)}</li>`)
        .join('');
      return `<section id="${escape(op.operationId)}">
<h2><span class="m ${method}">${method.toUpperCase()}</span> <code>${escape(path)}</code></h2>
<p><b>${escape(op.summary)}</b> — ${escape(op.description)}</p>
<p class="meta">scope <code>${escape(op['x-scope'])}</code> · quota ${escape(op['x-quota'])} · MCP tool <code>${escape(op['x-mcp-tool'] ?? '—')}</code> · CLI <code>${escape(op['x-cli-command'])}</code></p>
${fieldRows([...params, ...bodyFields])}
<ul>${responses}</ul>
</section>`;
    }),
  );
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(info.title)} ${escape(info.version)}</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;max-width:980px;margin:2rem auto;padding:0 1rem;color:#1d2330}
code{background:#f2f4f7;padding:0 .25rem;border-radius:3px}
section{border-top:1px solid #e3e6eb;padding:.5rem 0}
table{border-collapse:collapse;width:100%;font-size:14px}td,th{border:1px solid #e3e6eb;padding:.2rem .4rem;text-align:left}
.m{display:inline-block;min-width:4.2rem;font-size:13px;color:#fff;border-radius:3px;padding:0 .3rem;text-align:center}
.get{background:#2f7d32}.post{background:#1565c0}.put{background:#ef6c00}.delete{background:#c62828}.meta{color:#5b6475;font-size:13px}
</style></head><body>
<h1>${escape(info.title)} <small>${escape(info.version)}</small></h1>
<p>${escape(info.description)}</p>
<p>Send your API key as the whole <code>Authorization</code> header (or <code>Bearer &lt;key&gt;</code>), or an OAuth 2.1 access token as <code>Bearer &lt;token&gt;</code> (authorization server metadata at <code>/.well-known/oauth-authorization-server</code>; keys and authorized applications are managed at <code>/account</code>). Every response carries <code>RateLimit-*</code> headers; errors carry a stable <code>code</code> and a <code>msg</code>. Machine-readable: <a href="${escape(openapiUrl)}">openapi.json</a>.</p>
${sections.join('\n')}
</body></html>`;
}
