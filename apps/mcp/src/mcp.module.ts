import { ServerRuntime } from '@innkeep/server';
import { DynamicModule, Module } from '@nestjs/common';
import { McpController } from './http/mcp.controller';
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
        { provide: McpServerFactory, useFactory: () => new McpServerFactory(runtime) },
      ],
    };
  }
}
