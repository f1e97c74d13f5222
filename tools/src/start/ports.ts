/**
 * Port checks for `npm start`: a taken port fails the start with a sentence naming the variable
 * that sets it, before the database is even opened.
 */
import { createServer } from 'node:net';

import type { ServerConfig } from '@innkeep/server';

/** A start that cannot go on; the message says what to change. */
export class StartError extends Error {
  override name = 'StartError';
}

export interface PortSetting {
  /** The environment variable that sets the port. */
  variable: 'API_PORT' | 'MCP_PORT' | 'WORKER_PORT';
  /** What listens there, for the message. */
  label: string;
  port: number;
}

export function portSettings(config: ServerConfig): PortSetting[] {
  return [
    { variable: 'API_PORT', label: 'REST API', port: config.apiPort },
    { variable: 'MCP_PORT', label: 'MCP server', port: config.mcpPort },
    { variable: 'WORKER_PORT', label: 'worker’s probes', port: config.worker.port },
  ];
}

/** The sentence for a port that cannot be listened on, or null when the error is something else. */
export function portProblem(error: unknown, setting: PortSetting, host: string): string | null {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'EADDRINUSE') {
    return `Port ${setting.port} on ${host} is already in use, so the ${setting.label} cannot listen there: stop what uses it or set ${setting.variable} to a free port.`;
  }
  if (code === 'EACCES') {
    return `Port ${setting.port} on ${host} needs privileges this process does not have, so the ${setting.label} cannot listen there: set ${setting.variable} to a port above 1023.`;
  }
  if (code === 'EADDRNOTAVAIL') {
    return `The address ${host} is not one of this machine's, so the ${setting.label} cannot listen there: check HOST.`;
  }
  return null;
}

function probe(port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve()));
  });
}

/** Fails when the two ports are equal or one of those given is taken (port 0 means any free port). */
export async function assertPortsAvailable(config: ServerConfig, settings: PortSetting[] = portSettings(config)): Promise<void> {
  if (settings.length > 1 && config.apiPort !== 0 && config.apiPort === config.mcpPort) {
    throw new StartError(`API_PORT and MCP_PORT are both ${config.apiPort}; give the two servers different ports.`);
  }
  for (const setting of settings) {
    if (setting.port === 0) continue;
    try {
      await probe(setting.port, config.host);
    } catch (error) {
      throw new StartError(
        portProblem(error, setting, config.host) ?? `Cannot listen on ${config.host}:${setting.port} (${setting.variable}): ${(error as Error).message}`,
      );
    }
  }
}
