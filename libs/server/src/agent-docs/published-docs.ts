import { PUBLISHED_DOC_TEXTS } from './published-doc-texts.generated';

/**
 * The pages of docs/ written for the people and agents who use Innkeep: served as Markdown by the
 * api app (`/docs/<name>`, linked from `/llms.txt`) and listed as resources by the MCP server.
 * The pages about the code itself (architecture, adding an operation, development, scale-out,
 * performance) are for maintainers and stay in the repository. A deployed server holds no docs/
 * folder, so the texts are embedded at build time: `npm run docs:embed` after editing a page
 * (a unit test of this library fails while they differ).
 */
export const PUBLISHED_DOC_PAGES = [
  { name: 'using-innkeep.md', description: 'REST conventions, the TypeScript SDK, quotas, the web interface and OAuth, the MCP server, the CLI, the website' },
  {
    name: 'contract.md',
    description:
      'the public contract the three surfaces share: every operation on REST, MCP and the CLI, errors and codes, idempotency, dry runs, confirmations, quotas and headers',
  },
  { name: 'mcp.md', description: 'the MCP revisions served (2025-11-25, 2026-07-28), negotiation, confirmations of risky writes' },
  { name: 'configuration.md', description: 'every environment variable of a self-hosted server, plans and trials' },
  { name: 'deployment.md', description: "each server's deployable output, the Docker images and the compose file" },
] as const;

export interface PublishedDoc {
  /** The file name, also the last segment of its address (`contract.md`). */
  name: string;
  /** The page's first heading. */
  title: string;
  description: string;
  /** The Markdown as committed in docs/. */
  text: string;
}

const TEXTS: Readonly<Record<string, string>> = PUBLISHED_DOC_TEXTS;

const titleOf = (text: string, name: string) => /^# (.+)$/m.exec(text)?.[1].trim() ?? name;

export const PUBLISHED_DOCS: readonly PublishedDoc[] = PUBLISHED_DOC_PAGES.map(({ name, description }) => {
  const text = TEXTS[name] ?? '';
  return { name, title: titleOf(text, name), description, text };
});

/** The published page of that exact name, or undefined: names are looked up, never joined to a path. */
export function publishedDoc(name: string): PublishedDoc | undefined {
  return PUBLISHED_DOCS.find((doc) => doc.name === name);
}
