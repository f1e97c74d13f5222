/** Runs the MCP server alone (one instance behind a balancer): `node apps/mcp/dist/src/main.js`. */
import { runStandalone } from '@innkeep/server';

import { mcpVersion } from './mcp-version';
import { startMcpServer } from './start-mcp-server';

runStandalone('Innkeep MCP server', mcpVersion(), startMcpServer);
