/** What `npm start` prints once it listens: where everything is, the demo keys, lines to try. */
export interface StartBannerInput {
  apiUrl: string;
  docsUrl: string;
  openapiUrl: string;
  mcpUrl: string;
  workspaceName: string;
  workspaceId: string;
  ownerEmail: string;
  readKey: string;
  writeKey: string;
  /** Where the demo keys are kept between starts. */
  keysFile: string;
  /** Whether this start issued them (first start, or the stored ones no longer worked). */
  keysIssued: boolean;
  /** "embedded PostgreSQL in /path/.data" or "PostgreSQL at host:port/db". */
  database: string;
  quotas: string;
}

/** The CLI's own default address: no --api-url is needed when the API is there. */
const CLI_DEFAULT_API_URLS = ['http://localhost:3000/public/v1', 'http://127.0.0.1:3000/public/v1'];

export function startBanner(input: StartBannerInput): string {
  const apiUrlFlag = CLI_DEFAULT_API_URLS.includes(input.apiUrl) ? '' : ` --api-url ${input.apiUrl}`;
  return [
    '',
    'Innkeep is running.',
    '',
    `  API       ${input.apiUrl}`,
    `  Docs      ${input.docsUrl}`,
    `  OpenAPI   ${input.openapiUrl}`,
    `  MCP       ${input.mcpUrl}`,
    `  Web       ${new URL(input.apiUrl).origin}/signup (accounts, API keys, OAuth consent)`,
    '',
    `Demo workspace "${input.workspaceName}" (${input.workspaceId}), owner ${input.ownerEmail}.`,
    `Its keys, ${input.keysIssued ? 'issued now and' : 'the same as before,'} kept in ${input.keysFile} (mode 0600; npm run admin -- demo --reset-keys issues new ones):`,
    `  read key   ${input.readKey}`,
    `  write key  ${input.writeKey}`,
    '',
    'Try it:',
    `  curl -H "Authorization: ${input.readKey}" ${input.apiUrl}/properties`,
    `  npx innkeep login --with-api-key${apiUrlFlag}   (paste the write key at the hidden prompt)`,
    '  npx innkeep properties',
    `Or sign up at ${new URL(input.apiUrl).origin}/signup and log the CLI in through the browser: npx innkeep login${apiUrlFlag}`,
    '',
    `Database: ${input.database}. Quotas: ${input.quotas}. Press Ctrl+C to stop.`,
    '',
  ].join('\n');
}
