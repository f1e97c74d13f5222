import { Module } from '@nestjs/common';

import { operationControllers } from './operation-controllers.factory';
import { RestOperationHandler } from './rest-operation.handler';

/** The REST surface: one generated controller per operation group of the catalogue. */
@Module({ controllers: operationControllers(), providers: [RestOperationHandler] })
export class RestModule {}
