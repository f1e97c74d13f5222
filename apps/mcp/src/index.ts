export * from './mcp.module';
export * from './start-mcp-server';
export * from './tools/tool-definitions';
