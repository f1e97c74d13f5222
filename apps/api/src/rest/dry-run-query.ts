import { AnyOperation, InputValidationError } from '@innkeep/domain';
import { FastifyRequest } from 'fastify';

export interface DryRunQuery {
  /** Whether the write is to be run and rolled back. */
  dryRun: boolean;
  /** Set when `dryRun` has another value than `true` or `false`: the request is then refused, after authorization. */
  invalid?: InputValidationError;
}

/**
 * `?dryRun=true|false` on a write. Reads ignore it, as they ignore every query parameter they do not
 * know: a read changes nothing, so its answer is already what a dry run would give.
 */
export function dryRunQueryOf(operation: AnyOperation, request: FastifyRequest): DryRunQuery {
  const value = ((request.query ?? {}) as Record<string, unknown>).dryRun;
  if (operation.quota !== 'write' || value === undefined || value === 'false') return { dryRun: false };
  if (value === 'true') return { dryRun: true };
  return { dryRun: false, invalid: new InputValidationError(['dryRun must be true or false']) };
}
