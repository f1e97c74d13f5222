import { factory, FixedQuotaReader, OperationRunner } from '@innkeep/domain/testing';
import { DataSource } from 'typeorm';

import { createRepositories, TypeormUnitOfWork } from '../src';

/** Runs operations on the real repositories and transactions of a test database. */
export function databaseRunner(dataSource: DataSource): OperationRunner {
  return {
    repos: createRepositories(dataSource.manager),
    unitOfWork: new TypeormUnitOfWork(dataSource),
    service: factory.service(),
    quotas: new FixedQuotaReader(),
    cursors: factory.cursorSeal(),
    now: () => new Date(),
  };
}
