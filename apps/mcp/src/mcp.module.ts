import { ServerRuntime } from '@innkeep/server';
import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';

import { McpController } from './http/mcp.controller';
import { McpExceptionFilter } from './http/mcp-exception.filter';
import { RUNTIME } from './runtime.token';
import { McpServerFactory } from './tools/mcp-server-factory';

@Module({})
export class McpModule {
  static forRuntime(runtime: ServerRuntime): DynamicModule {
    return {
      module: McpModule,
      controllers: [McpController],
      providers: [
        { provide: RUNTIME, useValue: runtime },
        { provide: APP_FILTER, useClass: McpExceptionFilter },
        { provide: McpServerFactory, useFactory: () => new McpServerFactory(runtime) },
      ],
    };
  }
}
