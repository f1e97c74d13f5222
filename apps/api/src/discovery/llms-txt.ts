import { PublishedDoc } from '@innkeep/server';

export interface LlmsTxtAddresses {
  /** The REST API's base URL (`…/public/v1`). */
  apiBaseUrl: string;
  mcpUrl: string;
  /** Where `/llms.txt` and `/docs/<name>` are served: the API's origin, with any proxy prefix. */
  docsBaseUrl: string;
}

/** The API's origin as published: the base URL without its `/public/v1`, so a proxy prefix stays. */
export function docsBaseUrlOf(apiBaseUrl: string, apiBasePath: string): string {
  return apiBaseUrl.endsWith(apiBasePath) ? apiBaseUrl.slice(0, -apiBasePath.length) : new URL(apiBaseUrl).origin;
}

/**
 * `/llms.txt` (llmstxt.org): an H1, a one-paragraph summary as a blockquote, a few lines an agent
 * needs before anything else (the surfaces, how to authenticate), then sections of links.
 */
export function renderLlmsTxt(addresses: LlmsTxtAddresses, docs: readonly PublishedDoc[]): string {
  const { apiBaseUrl, mcpUrl, docsBaseUrl } = addresses;
  const link = (doc: PublishedDoc) => `- [${doc.title}](${docsBaseUrl}/docs/${doc.name}): ${doc.description}`;
  const operatorPages = new Set(['configuration.md', 'deployment.md']);
  return `# Innkeep

> Innkeep is a public API for short-term rentals: properties and units, availability and rates, reservations and blocks, guests and their messages, channels (iCal and connectors), reports, housekeeping and webhooks, for hosts and for the apps, scripts and AI assistants that work for them. Every capability is one operation, served alike as a REST route, an MCP tool and a CLI command, with the same scopes, quotas, validation and answers.

An agent uses one of these surfaces:

- REST API: ${apiBaseUrl} (JSON; writes take an \`Idempotency-Key\` header and \`?dryRun=true\`; errors are \`{ statusCode, code, msg }\` with a stable \`code\`)
- MCP server: ${mcpUrl} (Streamable HTTP, stateless; revisions 2025-11-25 and 2026-07-28; the same operations as tools)
- CLI: \`innkeep\` (\`innkeep login\`, then \`innkeep <area> <verb>\`; \`--json\` for scripts, \`--dry-run\` on every write)

Authentication: an API key as the whole \`Authorization\` header (\`Bearer <key>\` works too), or an OAuth 2.1 access token as \`Bearer <token>\`; the same credential works on REST, MCP and the CLI.

## API reference

- [OpenAPI document](${apiBaseUrl}/openapi.json): every operation with its schemas and error codes; \`x-innkeep-mcp-tool\`, \`x-innkeep-cli-command\` and \`x-innkeep-confirmation\` name its MCP tool, its CLI command and whether it asks for a confirmation
- [Docs page](${apiBaseUrl}/docs): the same document in Swagger UI, with try-it-out

## Docs

${docs
  .filter((doc) => !operatorPages.has(doc.name))
  .map(link)
  .join('\n')}

## Optional

${docs
  .filter((doc) => operatorPages.has(doc.name))
  .map(link)
  .join('\n')}
`;
}
