import { PUBLISHED_DOCS } from '@innkeep/server';

/** The user-facing pages of docs/, the ones the api app serves under /docs/<name>, as MCP resources. */
export const DOC_RESOURCE_PREFIX = 'innkeep://docs/';
export const DOC_MIME_TYPE = 'text/markdown';

export interface DocResource {
  uri: string;
  name: string;
  title: string;
  description: string;
  mimeType: string;
  size: number;
}

export const DOC_RESOURCES: DocResource[] = PUBLISHED_DOCS.map((doc) => ({
  uri: `${DOC_RESOURCE_PREFIX}${doc.name}`,
  name: `docs/${doc.name}`,
  title: doc.title,
  description: `Innkeep docs: ${doc.description}.`,
  mimeType: DOC_MIME_TYPE,
  size: Buffer.byteLength(doc.text),
}));

/** What resources/read answers for a page's URI, or undefined when it names none. */
export function docResourceContents(uri: string): { uri: string; mimeType: string; text: string } | undefined {
  if (!uri.startsWith(DOC_RESOURCE_PREFIX)) return undefined;
  const doc = PUBLISHED_DOCS.find((candidate) => candidate.name === uri.slice(DOC_RESOURCE_PREFIX.length));
  return doc && { uri, mimeType: DOC_MIME_TYPE, text: doc.text };
}
