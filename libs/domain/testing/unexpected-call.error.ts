import type { RepositoryMethod } from './call-log';

/**
 * Thrown by a fake when it is asked something the test did not script: a handler that calls a
 * repository the test did not expect fails loudly instead of getting an invented answer.
 */
export class UnexpectedCallError extends Error {
  constructor(method: RepositoryMethod | string, args: readonly unknown[]) {
    super(`Unexpected call ${method}(${args.map((arg) => JSON.stringify(arg)).join(', ')}): the test scripted no answer for it.`);
    this.name = 'UnexpectedCallError';
  }
}

/** The scripted answer, or an UnexpectedCallError when the test gave none. */
export function scripted<T>(answer: T | undefined, method: RepositoryMethod, args: readonly unknown[]): T {
  if (answer === undefined) throw new UnexpectedCallError(method, args);
  return answer;
}
