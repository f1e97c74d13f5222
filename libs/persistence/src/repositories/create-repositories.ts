import type { Repositories } from '@innkeep/domain';
import { DataSource } from 'typeorm';
import { TypeormPropertyRepository } from './property.repository';
import { TypeormUnitRepository } from './unit.repository';
import { TypeormWorkspaceRepository } from './workspace.repository';

export function createRepositories(dataSource: DataSource): Repositories {
  return {
    workspaces: new TypeormWorkspaceRepository(dataSource),
    properties: new TypeormPropertyRepository(dataSource),
    units: new TypeormUnitRepository(dataSource),
  };
}
