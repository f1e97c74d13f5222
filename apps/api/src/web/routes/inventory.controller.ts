import { minorUnitsOf, PropertyDetail, PropertySummary, RatePlanView, UnitView } from '@innkeep/domain';
import { Get, Inject, Post, Req, Res } from '@nestjs/common';
import { FastifyReply, FastifyRequest } from 'fastify';

import { propertiesPage, propertyPage, unitPage } from '../pages/inventory-pages';
import { WEB } from '../web.tokens';
import { checkCsrf, errorPage, field, Form, formOf, redirect, requireSignedIn, sendPage, SignedIn, Web } from '../web-kit';
import { refusalText, runOperation, WebOutcome } from '../web-operations';
import { WebPageController } from '../web-page-routes';
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
@WebPageController()
export class InventoryController {
  constructor(@Inject(WEB) private readonly web: Web) {}

  private readonly notFound = (reply: FastifyReply, what: string) =>
    sendPage(reply, errorPage(`No such ${what}`, `This workspace has no such ${what}.`, '/properties'), 404);

  /** The signed-in person of a form's POST, with its CSRF token checked; null after answering. */
  private async posted(request: FastifyRequest, reply: FastifyReply): Promise<{ signedIn: SignedIn; form: Form } | null> {
    const signedIn = await requireSignedIn(this.web, request, reply);
    if (!signedIn) return null;
    const form = formOf(request);
    return checkCsrf(this.web, reply, signedIn.state, form) ? { signedIn, form } : null;
  }

  private async showProperties(request: FastifyRequest, reply: FastifyReply, signedIn: SignedIn, notice?: Notice, status = 200, form?: Form) {
    const includeArchived = (request.query as { includeArchived?: unknown } | undefined)?.includeArchived === 'true';
    const [listed, context] = await Promise.all([
      runOperation<{ properties: PropertySummary[] }>(this.web, signedIn, request, 'properties.list', includeArchived ? { includeArchived: true } : {}),
      runOperation<{ workspace: { timezone: string } }>(this.web, signedIn, request, 'workspace.get', {}),
    ]);
    if (!listed.ok) return sendPage(reply, errorPage('The properties cannot be shown', refusalText(listed.error)), listed.status);
    const timezone = context.ok ? context.body.workspace.timezone : 'UTC';
    return sendPage(
      reply,
      propertiesPage(signedIn, { properties: listed.body.properties, includeArchived, timezone, form }, notice ?? noticeFor(request.query)),
      status,
    );
  }

  private async loadProperty(request: FastifyRequest, reply: FastifyReply, signedIn: SignedIn, propertyId: string): Promise<PropertyDetail | null> {
    const found = await runOperation<PropertyDetail>(this.web, signedIn, request, 'properties.get', { propertyId });
    if (found.ok) return found.body;
    if (found.status === 404) this.notFound(reply, 'property');
    else sendPage(reply, errorPage('The property cannot be shown', refusalText(found.error), '/properties'), found.status);
    return null;
  }

  private async showProperty(
    request: FastifyRequest,
    reply: FastifyReply,
    signedIn: SignedIn,
    propertyId: string,
    failed?: { notice: Notice; status: number; form: Form; formName: 'property' | 'unit' },
  ) {
    const property = await this.loadProperty(request, reply, signedIn, propertyId);
    if (!property) return reply;
    return sendPage(
      reply,
      propertyPage(signedIn, { property, form: failed?.form, formName: failed?.formName }, failed?.notice ?? noticeFor(request.query)),
      failed?.status ?? 200,
    );
  }

  private async showUnit(
    request: FastifyRequest,
    reply: FastifyReply,
    signedIn: SignedIn,
    ids: UnitParams,
    failed?: { notice: Notice; status: number; form: Form; formName: string },
  ) {
    const property = await this.loadProperty(request, reply, signedIn, ids.propertyId);
    if (!property) return reply;
    const unit = property.units.find((candidate) => candidate.id === ids.unitId);
    if (!unit) return this.notFound(reply, 'unit');
    return sendPage(
      reply,
      unitPage(signedIn, { property, unit, form: failed?.form, formName: failed?.formName }, failed?.notice ?? noticeFor(request.query)),
      failed?.status ?? 200,
    );
  }

  @Get('/properties')
  async properties(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const signedIn = await requireSignedIn(this.web, request, reply);
    if (!signedIn) return reply;
    return this.showProperties(request, reply, signedIn);
  }

  @Post('/properties')
  async createProperty(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const post = await this.posted(request, reply);
    if (!post) return reply;
    const { signedIn, form } = post;
    const input = filled(form, ['name', 'currency', 'timezone', 'city', 'country', 'checkInTime', 'checkOutTime']);
    const created = await runOperation<PropertyDetail>(this.web, signedIn, request, 'properties.create', input, field(form, '_idempotency'));
    if (!created.ok) return this.showProperties(request, reply, signedIn, refusal(created), created.status, form);
    return redirect(reply, `/properties/${created.body.id}?notice=property-created`);
  }

  @Get('/properties/:propertyId')
  async property(@Req() request: FastifyRequest<{ Params: PropertyParams }>, @Res() reply: FastifyReply) {
    const signedIn = await requireSignedIn(this.web, request, reply);
    if (!signedIn) return reply;
    return this.showProperty(request, reply, signedIn, request.params.propertyId);
  }

  @Post('/properties/:propertyId')
  async saveProperty(@Req() request: FastifyRequest<{ Params: PropertyParams }>, @Res() reply: FastifyReply) {
    const post = await this.posted(request, reply);
    if (!post) return reply;
    const { signedIn, form } = post;
    const { propertyId } = request.params;
    const input = { propertyId, ...filled(form, ['name', 'currency', 'timezone', 'city', 'country', 'checkInTime', 'checkOutTime', 'status']) };
    const saved = await runOperation<PropertyDetail>(this.web, signedIn, request, 'properties.update', input);
    if (!saved.ok)
      return saved.status === 404
        ? this.notFound(reply, 'property')
        : this.showProperty(request, reply, signedIn, propertyId, { notice: refusal(saved), status: saved.status, form, formName: 'property' });
    return redirect(reply, `/properties/${propertyId}?notice=property-saved`);
  }

  @Post('/properties/:propertyId/archive')
  async archiveProperty(@Req() request: FastifyRequest<{ Params: PropertyParams }>, @Res() reply: FastifyReply) {
    const post = await this.posted(request, reply);
    if (!post) return reply;
    const { propertyId } = request.params;
    const archived = await runOperation(this.web, post.signedIn, request, 'properties.archive', { propertyId });
    if (!archived.ok) return this.archivalRefused(reply, archived, 'property', `/properties/${propertyId}`);
    return redirect(reply, `/properties?notice=property-archived`);
  }

  @Get('/properties/:propertyId/units/:unitId')
  async unit(@Req() request: FastifyRequest<{ Params: UnitParams }>, @Res() reply: FastifyReply) {
    const signedIn = await requireSignedIn(this.web, request, reply);
    if (!signedIn) return reply;
    return this.showUnit(request, reply, signedIn, request.params);
  }

  @Post('/units')
  async createUnit(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const post = await this.posted(request, reply);
    if (!post) return reply;
    const { signedIn, form } = post;
    const propertyId = field(form, 'propertyId');
    const price = priceOf(form);
    if (!price.ok) return this.showProperty(request, reply, signedIn, propertyId, { notice: price.notice, status: 400, form, formName: 'unit' });
    const input = { ...filled(form, ['propertyId', 'name', 'countOfRooms', 'maxOccupancy']), basePriceMinor: price.minor };
    const created = await runOperation<UnitView>(this.web, signedIn, request, 'units.create', input, field(form, '_idempotency'));
    if (!created.ok)
      return created.status === 404
        ? this.notFound(reply, 'property')
        : this.showProperty(request, reply, signedIn, propertyId, { notice: refusal(created), status: created.status, form, formName: 'unit' });
    return redirect(reply, `/properties/${created.body.propertyId}/units/${created.body.id}?notice=unit-created`);
  }

  @Post('/units/:unitId')
  async saveUnit(@Req() request: FastifyRequest<{ Params: { unitId: string } }>, @Res() reply: FastifyReply) {
    const post = await this.posted(request, reply);
    if (!post) return reply;
    const { signedIn, form } = post;
    const ids = { propertyId: field(form, 'propertyId'), unitId: request.params.unitId };
    const saved = await runOperation<UnitView>(this.web, signedIn, request, 'units.update', {
      unitId: ids.unitId,
      ...filled(form, ['name', 'countOfRooms', 'maxOccupancy']),
    });
    if (!saved.ok)
      return saved.status === 404
        ? this.notFound(reply, 'unit')
        : this.showUnit(request, reply, signedIn, ids, { notice: refusal(saved), status: saved.status, form, formName: 'unit' });
    return redirect(reply, `/properties/${saved.body.propertyId}/units/${saved.body.id}?notice=unit-saved`);
  }

  @Post('/units/:unitId/archive')
  async archiveUnit(@Req() request: FastifyRequest<{ Params: { unitId: string } }>, @Res() reply: FastifyReply) {
    const post = await this.posted(request, reply);
    if (!post) return reply;
    const propertyId = field(post.form, 'propertyId');
    const archived = await runOperation(this.web, post.signedIn, request, 'units.archive', { unitId: request.params.unitId });
    if (!archived.ok) return this.archivalRefused(reply, archived, 'unit', `/properties/${propertyId}`);
    return redirect(reply, `/properties/${propertyId}?notice=unit-archived`);
  }

  @Post('/rate-plans')
  async createRatePlan(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const post = await this.posted(request, reply);
    if (!post) return reply;
    const { signedIn, form } = post;
    const ids = { propertyId: field(form, 'propertyId'), unitId: field(form, 'unitId') };
    const price = priceOf(form);
    if (!price.ok) return this.showUnit(request, reply, signedIn, ids, { notice: price.notice, status: 400, form, formName: 'rate-plan' });
    const input = { ...filled(form, ['unitId', 'title']), basePriceMinor: price.minor, isDefault: field(form, 'isDefault') === 'true' };
    const created = await runOperation<RatePlanView>(this.web, signedIn, request, 'ratePlans.create', input, field(form, '_idempotency'));
    if (!created.ok)
      return created.status === 404
        ? this.notFound(reply, 'unit')
        : this.showUnit(request, reply, signedIn, ids, { notice: refusal(created), status: created.status, form, formName: 'rate-plan' });
    return redirect(reply, `/properties/${ids.propertyId}/units/${ids.unitId}?notice=rate-plan-created`);
  }

  @Post('/rate-plans/:ratePlanId')
  async saveRatePlan(@Req() request: FastifyRequest<{ Params: { ratePlanId: string } }>, @Res() reply: FastifyReply) {
    const post = await this.posted(request, reply);
    if (!post) return reply;
    const { signedIn, form } = post;
    const { ratePlanId } = request.params;
    const ids = { propertyId: field(form, 'propertyId'), unitId: field(form, 'unitId') };
    const price = priceOf(form);
    if (!price.ok) return this.showUnit(request, reply, signedIn, ids, { notice: price.notice, status: 400, form, formName: ratePlanId });
    const input = { ratePlanId, ...filled(form, ['title']), basePriceMinor: price.minor, ...(field(form, 'isDefault') === 'true' ? { isDefault: true } : {}) };
    const saved = await runOperation<RatePlanView>(this.web, signedIn, request, 'ratePlans.update', input);
    if (!saved.ok)
      return saved.status === 404
        ? this.notFound(reply, 'rate plan')
        : this.showUnit(request, reply, signedIn, ids, { notice: refusal(saved), status: saved.status, form, formName: ratePlanId });
    return redirect(reply, `/properties/${ids.propertyId}/units/${saved.body.unitId}?notice=rate-plan-saved`);
  }

  private archivalRefused(reply: FastifyReply, outcome: Extract<WebOutcome<unknown>, { ok: false }>, what: string, back: string) {
    if (outcome.status === 404) return this.notFound(reply, what);
    return sendPage(reply, errorPage(`The ${what} was not archived`, refusalText(outcome.error), back), outcome.status);
  }
}
