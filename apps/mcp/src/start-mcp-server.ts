import { Server } from 'node:http';

import {
  addRequestIdToErrorBodies,
  answerAfterUnreadBodies,
  httpLoggingOptions,
  NestLogAdapter,
  registerHealthRoutes,
  requestDeadlineOptions,
  serverErrorHandlers,
  ServerRuntime,
} from '@innkeep/server';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';

import { MCP_DOCS_HINT } from './http/mcp-exception.filter';
import { McpModule } from './mcp.module';

export interface RunningServer {
  url: string;
  port: number;
  httpServer: Server;
  close(): Promise<void>;
}

export async function createMcpApp(runtime: ServerRuntime): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    bodyLimit: 1024 * 1024,
    trustProxy: runtime.config.trustProxy,
    ...requestDeadlineOptions(runtime.config),
    ...serverErrorHandlers(runtime.executor, MCP_DOCS_HINT),
    ...httpLoggingOptions(runtime.log, 'mcp'),
  });
  const app = await NestFactory.create<NestFastifyApplication>(McpModule.forRuntime(runtime), adapter, {
    logger: new NestLogAdapter(runtime.log, 'mcp'),
  });
  addRequestIdToErrorBodies(app.getHttpAdapter().getInstance());
  answerAfterUnreadBodies(app.getHttpAdapter().getInstance());
  registerHealthRoutes(app.getHttpAdapter().getInstance(), runtime.health);
  return app;
}

export async function startMcpServer(runtime: ServerRuntime): Promise<RunningServer> {
  const app = await createMcpApp(runtime);
  await app.listen(runtime.config.mcpPort, runtime.config.host);
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : runtime.config.mcpPort;
  return { url: runtime.service.mcpUrl, port, httpServer: app.getHttpServer(), close: () => app.close() };
}
