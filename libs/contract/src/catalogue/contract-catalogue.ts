import { OperationContract } from './operation-contract';
import { OPERATION_CONTRACTS } from './operation-contracts.generated';

export { OPERATION_CONTRACTS };

const byName = new Map(OPERATION_CONTRACTS.map((contract) => [contract.name, contract]));

export function operationContract(name: string): OperationContract {
  const contract = byName.get(name);
  if (!contract) throw new Error(`No operation named ${name}`);
  return contract;
}
