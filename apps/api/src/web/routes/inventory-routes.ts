import { minorUnitsOf, PropertyDetail, PropertySummary, RatePlanView, UnitView } from '@innkeep/domain';
import { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { propertiesPage, propertyPage, unitPage } from '../pages/inventory-pages';
import { checkCsrf, errorPage, field, Form, formOf, redirect, requireSignedIn, sendPage, SignedIn, Web } from '../web-kit';
import { refusalText, runOperation, WebOutcome } from '../web-operations';
import { noticeFor } from './notices';

type Notice = { kind: 'error'; text: string };
type PropertyParams = { propertyId: string };
type UnitParams = { propertyId: string; unitId: string };

/** The fields of a form that were filled in, named as the operation names them. */
function filled(form: Form, names: string[]): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const name of names) {
    const value = field(form, name);
    if (value !== '') input[name] = /^\d{1,9}$/.test(value) && name !== 'name' && name !== 'title' ? Number(value) : value;
  }
  return input;
}

/** A price typed in major units (`120.50`) as the operation's minor units, or a refusal to show. */
function priceOf(form: Form): { ok: true; minor: number } | { ok: false; notice: Notice } {
  const minor = minorUnitsOf(field(form, 'basePrice'));
  return minor === null ? { ok: false, notice: { kind: 'error', text: 'The base price must be an amount such as 120 or 120.50.' } } : { ok: true, minor };
}

const refusal = (outcome: { error: Parameters<typeof refusalText>[0] }): Notice => ({ kind: 'error', text: refusalText(outcome.error) });

/**
 * The pages where a host sets up their inventory: properties, their units and the units' rate
 * plans, listed, created, changed and archived through the catalogue's operations, as REST, MCP
 * and the CLI do.
 */
export function registerInventoryRoutes(fastify: FastifyInstance, web: Web): void {
  const notFound = (reply: FastifyReply, what: string) =>
    sendPage(reply, errorPage(`No such ${what}`, `This workspace has no such ${what}.`, '/properties'), 404);

  /** The signed-in person of a form's POST, with its CSRF token checked; null after answering. */
  async function posted(request: FastifyRequest, reply: FastifyReply): Promise<{ signedIn: SignedIn; form: Form } | null> {
    const signedIn = await requireSignedIn(web, request, reply);
    if (!signedIn) return null;
    const form = formOf(request);
    return checkCsrf(web, reply, signedIn.state, form) ? { signedIn, form } : null;
  }

  async function showProperties(request: FastifyRequest, reply: FastifyReply, signedIn: SignedIn, notice?: Notice, status = 200, form?: Form) {
    const includeArchived = (request.query as { includeArchived?: unknown } | undefined)?.includeArchived === 'true';
    const [listed, context] = await Promise.all([
      runOperation<{ properties: PropertySummary[] }>(web, signedIn, request, 'properties.list', includeArchived ? { includeArchived: true } : {}),
      runOperation<{ workspace: { timezone: string } }>(web, signedIn, request, 'workspace.get', {}),
    ]);
    if (!listed.ok) return sendPage(reply, errorPage('The properties cannot be shown', refusalText(listed.error)), listed.status);
    const timezone = context.ok ? context.body.workspace.timezone : 'UTC';
    return sendPage(
      reply,
      propertiesPage(signedIn, { properties: listed.body.properties, includeArchived, timezone, form }, notice ?? noticeFor(request.query)),
      status,
    );
  }

  async function loadProperty(request: FastifyRequest, reply: FastifyReply, signedIn: SignedIn, propertyId: string): Promise<PropertyDetail | null> {
    const found = await runOperation<PropertyDetail>(web, signedIn, request, 'properties.get', { propertyId });
    if (found.ok) return found.body;
    if (found.status === 404) notFound(reply, 'property');
    else sendPage(reply, errorPage('The property cannot be shown', refusalText(found.error), '/properties'), found.status);
    return null;
  }

  async function showProperty(
    request: FastifyRequest,
    reply: FastifyReply,
    signedIn: SignedIn,
    propertyId: string,
    failed?: { notice: Notice; status: number; form: Form; formName: 'property' | 'unit' },
  ) {
    const property = await loadProperty(request, reply, signedIn, propertyId);
    if (!property) return reply;
    return sendPage(
      reply,
      propertyPage(signedIn, { property, form: failed?.form, formName: failed?.formName }, failed?.notice ?? noticeFor(request.query)),
      failed?.status ?? 200,
    );
  }

  async function showUnit(
    request: FastifyRequest,
    reply: FastifyReply,
    signedIn: SignedIn,
    ids: UnitParams,
    failed?: { notice: Notice; status: number; form: Form; formName: string },
  ) {
    const property = await loadProperty(request, reply, signedIn, ids.propertyId);
    if (!property) return reply;
    const unit = property.units.find((candidate) => candidate.id === ids.unitId);
    if (!unit) return notFound(reply, 'unit');
    return sendPage(
      reply,
      unitPage(signedIn, { property, unit, form: failed?.form, formName: failed?.formName }, failed?.notice ?? noticeFor(request.query)),
      failed?.status ?? 200,
    );
  }

  fastify.get('/properties', async (request, reply) => {
    const signedIn = await requireSignedIn(web, request, reply);
    if (!signedIn) return reply;
    return showProperties(request, reply, signedIn);
  });

  fastify.post('/properties', async (request, reply) => {
    const post = await posted(request, reply);
    if (!post) return reply;
    const { signedIn, form } = post;
    const input = filled(form, ['name', 'currency', 'timezone', 'city', 'country', 'checkInTime', 'checkOutTime']);
    const created = await runOperation<PropertyDetail>(web, signedIn, request, 'properties.create', input, field(form, '_idempotency'));
    if (!created.ok) return showProperties(request, reply, signedIn, refusal(created), created.status, form);
    return redirect(reply, `/properties/${created.body.id}?notice=property-created`);
  });

  fastify.get<{ Params: PropertyParams }>('/properties/:propertyId', async (request, reply) => {
    const signedIn = await requireSignedIn(web, request, reply);
    if (!signedIn) return reply;
    return showProperty(request, reply, signedIn, request.params.propertyId);
  });

  fastify.post<{ Params: PropertyParams }>('/properties/:propertyId', async (request, reply) => {
    const post = await posted(request, reply);
    if (!post) return reply;
    const { signedIn, form } = post;
    const { propertyId } = request.params;
    const input = { propertyId, ...filled(form, ['name', 'currency', 'timezone', 'city', 'country', 'checkInTime', 'checkOutTime', 'status']) };
    const saved = await runOperation<PropertyDetail>(web, signedIn, request, 'properties.update', input);
    if (!saved.ok)
      return saved.status === 404
        ? notFound(reply, 'property')
        : showProperty(request, reply, signedIn, propertyId, { notice: refusal(saved), status: saved.status, form, formName: 'property' });
    return redirect(reply, `/properties/${propertyId}?notice=property-saved`);
  });

  fastify.post<{ Params: PropertyParams }>('/properties/:propertyId/archive', async (request, reply) => {
    const post = await posted(request, reply);
    if (!post) return reply;
    const { propertyId } = request.params;
    const archived = await runOperation(web, post.signedIn, request, 'properties.archive', { propertyId });
    if (!archived.ok) return archivalRefused(reply, archived, 'property', `/properties/${propertyId}`);
    return redirect(reply, `/properties?notice=property-archived`);
  });

  fastify.get<{ Params: UnitParams }>('/properties/:propertyId/units/:unitId', async (request, reply) => {
    const signedIn = await requireSignedIn(web, request, reply);
    if (!signedIn) return reply;
    return showUnit(request, reply, signedIn, request.params);
  });

  fastify.post('/units', async (request, reply) => {
    const post = await posted(request, reply);
    if (!post) return reply;
    const { signedIn, form } = post;
    const propertyId = field(form, 'propertyId');
    const price = priceOf(form);
    if (!price.ok) return showProperty(request, reply, signedIn, propertyId, { notice: price.notice, status: 400, form, formName: 'unit' });
    const input = { ...filled(form, ['propertyId', 'name', 'countOfRooms', 'maxOccupancy']), basePriceMinor: price.minor };
    const created = await runOperation<UnitView>(web, signedIn, request, 'units.create', input, field(form, '_idempotency'));
    if (!created.ok)
      return created.status === 404
        ? notFound(reply, 'property')
        : showProperty(request, reply, signedIn, propertyId, { notice: refusal(created), status: created.status, form, formName: 'unit' });
    return redirect(reply, `/properties/${created.body.propertyId}/units/${created.body.id}?notice=unit-created`);
  });

  fastify.post<{ Params: { unitId: string } }>('/units/:unitId', async (request, reply) => {
    const post = await posted(request, reply);
    if (!post) return reply;
    const { signedIn, form } = post;
    const ids = { propertyId: field(form, 'propertyId'), unitId: request.params.unitId };
    const saved = await runOperation<UnitView>(web, signedIn, request, 'units.update', {
      unitId: ids.unitId,
      ...filled(form, ['name', 'countOfRooms', 'maxOccupancy']),
    });
    if (!saved.ok)
      return saved.status === 404
        ? notFound(reply, 'unit')
        : showUnit(request, reply, signedIn, ids, { notice: refusal(saved), status: saved.status, form, formName: 'unit' });
    return redirect(reply, `/properties/${saved.body.propertyId}/units/${saved.body.id}?notice=unit-saved`);
  });

  fastify.post<{ Params: { unitId: string } }>('/units/:unitId/archive', async (request, reply) => {
    const post = await posted(request, reply);
    if (!post) return reply;
    const propertyId = field(post.form, 'propertyId');
    const archived = await runOperation(web, post.signedIn, request, 'units.archive', { unitId: request.params.unitId });
    if (!archived.ok) return archivalRefused(reply, archived, 'unit', `/properties/${propertyId}`);
    return redirect(reply, `/properties/${propertyId}?notice=unit-archived`);
  });

  fastify.post('/rate-plans', async (request, reply) => {
    const post = await posted(request, reply);
    if (!post) return reply;
    const { signedIn, form } = post;
    const ids = { propertyId: field(form, 'propertyId'), unitId: field(form, 'unitId') };
    const price = priceOf(form);
    if (!price.ok) return showUnit(request, reply, signedIn, ids, { notice: price.notice, status: 400, form, formName: 'rate-plan' });
    const input = { ...filled(form, ['unitId', 'title']), basePriceMinor: price.minor, isDefault: field(form, 'isDefault') === 'true' };
    const created = await runOperation<RatePlanView>(web, signedIn, request, 'ratePlans.create', input, field(form, '_idempotency'));
    if (!created.ok)
      return created.status === 404
        ? notFound(reply, 'unit')
        : showUnit(request, reply, signedIn, ids, { notice: refusal(created), status: created.status, form, formName: 'rate-plan' });
    return redirect(reply, `/properties/${ids.propertyId}/units/${ids.unitId}?notice=rate-plan-created`);
  });

  fastify.post<{ Params: { ratePlanId: string } }>('/rate-plans/:ratePlanId', async (request, reply) => {
    const post = await posted(request, reply);
    if (!post) return reply;
    const { signedIn, form } = post;
    const { ratePlanId } = request.params;
    const ids = { propertyId: field(form, 'propertyId'), unitId: field(form, 'unitId') };
    const price = priceOf(form);
    if (!price.ok) return showUnit(request, reply, signedIn, ids, { notice: price.notice, status: 400, form, formName: ratePlanId });
    const input = { ratePlanId, ...filled(form, ['title']), basePriceMinor: price.minor, ...(field(form, 'isDefault') === 'true' ? { isDefault: true } : {}) };
    const saved = await runOperation<RatePlanView>(web, signedIn, request, 'ratePlans.update', input);
    if (!saved.ok)
      return saved.status === 404
        ? notFound(reply, 'rate plan')
        : showUnit(request, reply, signedIn, ids, { notice: refusal(saved), status: saved.status, form, formName: ratePlanId });
    return redirect(reply, `/properties/${ids.propertyId}/units/${saved.body.unitId}?notice=rate-plan-saved`);
  });

  function archivalRefused(reply: FastifyReply, outcome: Extract<WebOutcome<unknown>, { ok: false }>, what: string, back: string) {
    if (outcome.status === 404) return notFound(reply, what);
    return sendPage(reply, errorPage(`The ${what} was not archived`, refusalText(outcome.error), back), outcome.status);
  }
}
