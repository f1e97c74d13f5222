import { AnyOperation, CATALOGUE, HttpRoute } from '@innkeep/domain';
import { applyDecorators, Controller, Delete, Get, HttpCode, Inject, Patch, Post, Put, Req, Res, Type } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { FastifyReply, FastifyRequest } from 'fastify';

import { operationDocumentation } from '../openapi/operation-documentation';
import { RestOperationHandler } from './rest-operation.handler';

const METHOD_DECORATORS = { GET: Get, POST: Post, PUT: Put, PATCH: Patch, DELETE: Delete } as const;

/** The group of an operation, its controller and its OpenAPI tag: `properties` for `properties.get`. */
export function operationGroup(operation: AnyOperation): string {
  return operation.name.split('.')[0];
}

/** `properties.setCancellationPolicy` and its second route `….1`: the controller method's name. */
function routeKey(operation: AnyOperation, index: number): string {
  return index === 0 ? operation.name : `${operation.name}.${index}`;
}

/** The controller of one group: `properties` → PropertiesController. */
function controllerClass(group: string): Type<{ handler: RestOperationHandler }> {
  @Controller()
  @ApiTags(group)
  class OperationGroupController {
    constructor(@Inject(RestOperationHandler) readonly handler: RestOperationHandler) {}
  }
  Object.defineProperty(OperationGroupController, 'name', { value: `${group[0].toUpperCase()}${group.slice(1)}Controller` });
  return OperationGroupController;
}

/**
 * Turns one catalogue route into a controller method: the Fastify request and reply go to the
 * shared handler untouched (`@Res()` keeps Nest from mapping the answer), and the route carries
 * its OpenAPI description.
 */
function addRoute(controller: Type<{ handler: RestOperationHandler }>, operation: AnyOperation, route: HttpRoute, index: number): void {
  const prototype = controller.prototype;
  const key = routeKey(operation, index);
  Object.defineProperty(prototype, key, {
    value: function (this: { handler: RestOperationHandler }, request: FastifyRequest, reply: FastifyReply): Promise<void> {
      return this.handler.handle(operation, route, request, reply);
    },
    writable: true,
    configurable: true,
  });
  Req()(prototype, key, 0);
  Res()(prototype, key, 1);
  applyDecorators(METHOD_DECORATORS[route.method](route.path.slice(1)), HttpCode(operation.successStatus ?? 200), ...operationDocumentation(operation, route))(
    prototype,
    key,
    Object.getOwnPropertyDescriptor(prototype, key),
  );
}

/** One controller per operation group (the part of the name before the dot), in catalogue order. */
export function operationControllers(): Type[] {
  const controllers = new Map<string, Type<{ handler: RestOperationHandler }>>();
  for (const operation of CATALOGUE) {
    const group = operationGroup(operation);
    const controller = controllers.get(group) ?? controllerClass(group);
    controllers.set(group, controller);
    operation.http.forEach((route, index) => addRoute(controller, operation, route, index));
  }
  return [...controllers.values()];
}
