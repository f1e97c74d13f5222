import { InputSchema, OperationContract } from '@innkeep/contract';

import { inputSchemaOf } from '../schemas/input-schema';
import { AnyOperation } from './operation';

/**
 * The client's view of an operation: what `@innkeep/contract` commits for it, so that a client can
 * call the operation without loading its validation or its handler.
 */
export function operationContractOf(operation: AnyOperation): OperationContract {
  return {
    name: operation.name,
    summary: operation.summary,
    access: operation.access,
    quota: operation.quota,
    http: operation.http,
    cli: operation.cli,
    ...(operation.moreCli ? { moreCli: operation.moreCli } : {}),
    input: inputSchemaOf(operation.input) as InputSchema,
  };
}
