import { FastifyRequest } from 'fastify';

export function clientAddress(request: FastifyRequest): string {
  return request.ip || request.socket.remoteAddress || 'unknown';
}
