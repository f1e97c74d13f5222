import { DomainError } from '@innkeep/domain';
import { API_BASE_PATH, PUBLISHED_DOCS, publishedDoc, ServerRuntime } from '@innkeep/server';
import { Controller, Get, Header, Inject, Param, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { FastifyReply } from 'fastify';

import { RUNTIME } from '../runtime.token';
import { docsBaseUrlOf, renderLlmsTxt } from './llms-txt';

/** On the origin, outside the versioned API, where agents look for them (the global prefix leaves them out). */
export const AGENT_DOCS_ROUTES = ['llms.txt', 'docs/:name'];

/**
 * What an agent reads first: `/llms.txt`, and the user-facing pages of docs/ as Markdown. Static
 * texts: no credential, no quota.
 */
@Controller()
@ApiExcludeController()
export class AgentDocsController {
  private llmsTxt?: string;

  constructor(@Inject(RUNTIME) private readonly runtime: ServerRuntime) {}

  @Get('llms.txt')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  llms(): string {
    const { apiBaseUrl, mcpUrl } = this.runtime.service;
    this.llmsTxt ??= renderLlmsTxt({ apiBaseUrl, mcpUrl, docsBaseUrl: docsBaseUrlOf(apiBaseUrl, API_BASE_PATH) }, PUBLISHED_DOCS);
    return this.llmsTxt;
  }

  @Get('docs/:name')
  page(@Param('name') name: string, @Res({ passthrough: true }) reply: FastifyReply): string {
    const doc = publishedDoc(name);
    if (!doc) throw new DomainError('NOT_FOUND', `No page ${JSON.stringify(name)}: /llms.txt lists the pages there are.`);
    // Set here rather than by decorator, which would also label the JSON of a 404 as Markdown.
    reply.header('Content-Type', 'text/markdown; charset=utf-8').header('Cache-Control', 'public, max-age=3600');
    return doc.text;
  }
}
