export * from './mcp.module';
export * from './mcp-version';
export * from './start-mcp-server';
export * from './tools/tool-definitions';
