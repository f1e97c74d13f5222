import fastifyCookie from '@fastify/cookie';
import { API_BASE_PATH, ServerRuntime } from '@innkeep/server';
import { applyDecorators, Controller, Type, UseFilters } from '@nestjs/common';
import { PATH_METADATA } from '@nestjs/common/constants';
import { FastifyAdapter, NestFastifyApplication, RouteConfig } from '@nestjs/platform-fastify';
import { FASTIFY_ROUTE_CONFIG_METADATA } from '@nestjs/platform-fastify/constants';
import { ApiExcludeController } from '@nestjs/swagger';
import { FastifyReply, FastifyRequest, onRequestHookHandler, preHandlerHookHandler, RouteOptions } from 'fastify';

import { appendRouteHook } from '../route-hooks';
import { errorPage, sendPage } from './web-kit';
import { sendErrorPage, WebPageErrors } from './web-page-errors';

/** The route config that marks a route of the web pages, so their hooks apply to them and to nothing else. */
const WEB_PAGE_ROUTE = { webPage: true };

/**
 * A controller of server-rendered pages: served at the origin's root, out of the OpenAPI document,
 * its failures answered as pages, and each of its routes marked for the hooks of webPageRoutes().
 */
export function WebPageController(): ClassDecorator {
  return applyDecorators(Controller(), ApiExcludeController(), UseFilters(WebPageErrors), markRoutes);
}

function markRoutes(target: object): void {
  const prototype = (target as Type).prototype as Record<string, unknown>;
  for (const name of Object.getOwnPropertyNames(prototype)) {
    const descriptor = Object.getOwnPropertyDescriptor(prototype, name);
    if (typeof descriptor?.value === 'function' && Reflect.hasMetadata(PATH_METADATA, descriptor.value)) {
      RouteConfig(WEB_PAGE_ROUTE)(prototype, name, descriptor);
    }
  }
}

/**
 * Gives the web pages' routes, and only them, what the pages need: their cookies read (the JSON
 * API sets none), a form or link holding a NUL character refused, and a page for what fails before
 * a handler runs. Call before the app is initialised, which registers the routes.
 */
export async function webPageRoutes(app: NestFastifyApplication, runtime: ServerRuntime, cookieKeys: string[]): Promise<void> {
  // Registered at the root so that a page's reply can set cookies; no hook: only the pages read them.
  await app.register(fastifyCookie, { secret: cookieKeys, hook: false });
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRoute', (route: RouteOptions) => {
      if ((route.config as { webPage?: unknown } | undefined)?.webPage !== true) return;
      appendRouteHook(route, 'onRequest', readCookies);
      appendRouteHook(route, 'preHandler', refuseNulCharacters);
      route.errorHandler = (error, request, reply) => sendErrorPage(runtime, error, request, reply);
    });
}

const readCookies: onRequestHookHandler = (request, _reply, done) => {
  const header = request.headers.cookie;
  request.cookies = header ? request.server.parseCookie(header) : {};
  done();
};

// PostgreSQL cannot store a NUL character: a form or link holding one is refused before any page reads it.
const refuseNulCharacters: preHandlerHookHandler = async (request: FastifyRequest, reply: FastifyReply) => {
  if (JSON.stringify([request.body ?? null, request.query ?? null, request.params ?? null]).includes('\\u0000')) {
    return sendPage(reply, errorPage('That request was not understood', 'A field held a character no text may hold. Go back and try again.'), 400);
  }
};

/**
 * The api app's HTTP adapter: Nest's, serving the web pages at the origin's root. Nest puts its
 * global prefix (/public/v1) on every controller and exempts routes by path alone, which the pages
 * share with REST operations (GET /properties, GET /calendar), so a page's route is registered
 * without the prefix here, by the mark @WebPageController() gives it.
 */
export class ApiHttpAdapter extends FastifyAdapter {
  override get(...args: unknown[]) {
    return super.get(...atRootIfPage(args));
  }

  override post(...args: unknown[]) {
    return super.post(...atRootIfPage(args));
  }
}

function atRootIfPage(args: unknown[]): unknown[] {
  const [path, handler] = args;
  if (args.length !== 2 || typeof path !== 'string' || typeof handler !== 'function') return args;
  const config = Reflect.getMetadata(FASTIFY_ROUTE_CONFIG_METADATA, handler) as { webPage?: unknown } | undefined;
  if (config?.webPage !== true || !path.startsWith(API_BASE_PATH)) return args;
  return [path.slice(API_BASE_PATH.length) || '/', handler];
}
