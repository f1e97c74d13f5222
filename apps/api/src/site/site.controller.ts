import { randomBytes } from 'node:crypto';

import type { PublicSites, PublishedSite, PublishedSitePage, Repositories, ReservationView, SiteHolds } from '@innkeep/domain';
import { operationNamed, Principal, roleScopes } from '@innkeep/domain';
import { planHasFeature, subscriptionHasAccess } from '@innkeep/domain';
import { expireSiteHold, Outcome, ServerRuntime } from '@innkeep/server';
import { Body, Controller, Get, Inject, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { FastifyReply, FastifyRequest } from 'fastify';

import { clientAddress } from '../rest/client-address';
import { RUNTIME } from '../runtime.token';
import { SITE_HOLDS, SITE_REPOSITORIES, SITE_STORE, SITE_TOKENS } from './site.tokens';
import { guestCount, QUOTE_GUEST, refusalSentence, reservationOf, siteBookingInput, SiteQuote, siteQuoteOf, SiteStay, siteStayRefusal } from './site-booking';
import { checkoutOriginOf, depositDue, depositHoldEnd } from './site-deposit';
import { renderDepositOutcome } from './site-deposit-page';
import { SiteFormTokens } from './site-form-token';
import { BookingFormState, PageMessage, renderBooked, renderNotFound, renderRefusedPost, renderSitePage } from './site-page';
import { loadSitePage, openUnits, Selection, SitePageCache } from './site-page.data';
import { visitorNetwork } from './visitor-network';

const SLUG = /^[a-z0-9][a-z0-9-]{0,80}$/;
const COOKIE = 'innkeep_site_form';
const FORM_ID = /^[A-Za-z0-9_-]{16,64}$/;
const RESERVATION_ID = /^[A-Za-z0-9_-]{1,64}$/;

function text(value: unknown, max: number): string {
  return typeof value === 'string' ? value.trim().slice(0, max) : '';
}

function cookieOf(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

/**
 * The published direct-booking websites, `/sites/<slug>`: server-rendered pages with live
 * availability and a booking form that records a DIRECT reservation through the executor, as the
 * same `reservations.create` every surface runs. The quote of chosen dates is a dry run of that very
 * create (same input, same visitor, same checks), so a quote and a booking never disagree.
 */
@Controller('sites')
@ApiExcludeController()
export class SiteController {
  constructor(
    @Inject(RUNTIME) private readonly runtime: ServerRuntime,
    @Inject(SITE_STORE) private readonly store: PublicSites,
    @Inject(SITE_REPOSITORIES) private readonly repos: Repositories,
    @Inject(SITE_TOKENS) private readonly tokens: SiteFormTokens,
    @Inject(SITE_HOLDS) private readonly holds: SiteHolds,
  ) {
    this.checkoutOrigin = checkoutOriginOf(runtime.config.paymentsApiUrl);
  }

  /** The booking form may send the browser on to the payment page: a browser holds a form's redirect to form-action. */
  private readonly checkoutOrigin: string;

  private readonly cache = new SitePageCache();

  /**
   * A site is served while published on a workspace whose plan includes websites and that has
   * access now: a trial that ended, a checkout never finished, a payment failed past its grace or a
   * cancellation close the site as they close the API, so nobody takes bookings on an unpaid plan.
   */
  private async findSite(slug: string): Promise<PublishedSitePage | null> {
    if (!SLUG.test(slug)) return null;
    const head = await this.store.findPublished(slug);
    if (!head || head.property.status === 'ARCHIVED') return null;
    if (!subscriptionHasAccess(head.site, new Date()) || !planHasFeature(head.site.plan, 'website')) return null;
    return this.cache.pageOf(this.store, head, Date.now());
  }

  private send(reply: FastifyReply, status: number, page: string): string {
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      // Pages carry a visitor's form token and live availability: nobody keeps a copy.
      .header('Cache-Control', 'no-store')
      .header(
        'Content-Security-Policy',
        `default-src 'none'; img-src https: data:; style-src 'unsafe-inline'; form-action 'self' ${this.checkoutOrigin}; base-uri 'none'; frame-ancestors 'none'`,
      )
      .header('X-Content-Type-Options', 'nosniff')
      .header('Referrer-Policy', 'same-origin');
    return page;
  }

  /** A form token for this visitor: the one their cookie holds while still good, else a new one. */
  private formState(request: FastifyRequest, reply: FastifyReply, slug: string, values?: Record<string, string>, paysOnline = false): BookingFormState {
    const held = cookieOf(request, COOKIE);
    const token = held && this.tokens.isValid(slug, held) ? held : this.tokens.issue(slug);
    if (token !== held) {
      const secure = this.runtime.service.apiBaseUrl.startsWith('https:') ? '; Secure' : '';
      reply.header('Set-Cookie', `${COOKIE}=${token}; Path=/sites/${slug}; HttpOnly; SameSite=Strict; Max-Age=7200${secure}`);
    }
    return { token, formId: randomBytes(18).toString('base64url'), values, paysOnline };
  }

  @Get(':slug')
  async page(
    @Param('slug') slug: string,
    @Query() query: Record<string, unknown>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const page = await this.findSite(slug);
    if (!page) return this.send(reply, 404, renderNotFound());
    const selection: Selection = {
      unitId: text(query.unit, 64) || undefined,
      month: text(query.month, 7) || undefined,
      arrival: text(query.arrival, 10) || undefined,
      departure: text(query.departure, 10) || undefined,
      adults: Number(text(query.adults, 3)) || undefined,
      children: Number(text(query.children, 3)) || undefined,
    };
    const data = await loadSitePage(this.repos, this.store, this.cache, page, selection, new Date(), (stay) => this.quote(page, stay, request));
    const paysOnline = await this.runtime.payments.connected(page.site.workspaceId);
    return this.send(reply, 200, renderSitePage(data, this.formState(request, reply, slug, undefined, paysOnline)));
  }

  @Post(':slug/book')
  async book(
    @Param('slug') slug: string,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const page = await this.findSite(slug);
    if (!page) return this.send(reply, 404, renderNotFound());
    const { site, property } = page;
    const form = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
    const title = site.content.title;
    // A field no person sees or fills: a form that has it filled in was filled by a robot.
    if (text(form.website, 200) !== '') return this.send(reply, 400, renderRefusedPost(title, slug, 'Your booking could not be sent. Please try again.'));
    const token = text(form.csrf, 200);
    if (!token || token !== cookieOf(request, COOKIE) || !this.tokens.isValid(slug, token)) {
      return this.send(reply, 403, renderRefusedPost(title, slug, 'This booking form has expired. Please reload the page and book again.'));
    }
    const unit = openUnits(property).find((candidate) => candidate.id === text(form.unitId, 64));
    const arrivalDate = text(form.arrivalDate, 10);
    const departureDate = text(form.departureDate, 10);
    const adults = Number(text(form.adults, 3)) || 1;
    // Counted as the page counts them: a negative number must not make room for more adults.
    const children = guestCount(text(form.children, 3), 0, 0);
    const values = {
      firstName: text(form.firstName, 100),
      lastName: text(form.lastName, 100),
      email: text(form.email, 254),
      phone: text(form.phone, 40),
      notes: text(form.notes, 1000),
    };
    const paysOnline = await this.runtime.payments.connected(site.workspaceId);
    const again = async (status: number, message: PageMessage) => {
      const selection = { unitId: unit?.id, arrival: arrivalDate, departure: departureDate, adults, children };
      const data = await loadSitePage(this.repos, this.store, this.cache, page, selection, new Date(), (stay) => this.quote(page, stay, request));
      return this.send(reply, status, renderSitePage(data, this.formState(request, reply, slug, values, paysOnline), message));
    };
    if (!unit) return again(400, { kind: 'error', text: 'Choose a place to stay and your dates first.' });
    const stay: SiteStay = { unit, arrivalDate, departureDate, adults, children };
    const refusal = siteStayRefusal(stay);
    if (refusal) return again(409, { kind: 'error', text: refusal });
    const formId = text(form.formId, 64);
    // A hold that lapsed unpaid gives its nights back before they are asked for, whatever the clock's schedule.
    await this.endLapsedHolds(site.workspaceId, unit.id);
    // The create prices the stay as the page quoted it: the same input, run for real this time.
    const outcome = await this.createReservation(site, siteBookingInput(property, stay, values, paysOnline), request, {
      // The same form sent twice (a double click, a reload) books once and shows the same answer.
      idempotencyKey: FORM_ID.test(formId) ? `site-form-${formId}` : undefined,
    });
    if (!outcome.ok) {
      if (outcome.body.retryAfter !== undefined) reply.header('Retry-After', String(outcome.body.retryAfter));
      return again(outcome.status, { kind: 'error', text: refusalSentence(outcome.body) });
    }
    const reservation = reservationOf(outcome.body);
    if (paysOnline && reservation.status === 'PROVISIONAL') {
      const checkout = await this.depositCheckout(page, reservation);
      if (checkout) {
        reply.status(303).header('Location', checkout);
        return '';
      }
    }
    return this.send(reply, 201, renderBooked({ title, slug, reservation, instant: property.bookingSettings.instantBooking }));
  }

  /**
   * Sends the guest to pay the deposit on the host's own Stripe account: a Checkout Session that
   * ends with the booking's short hold. Null when Stripe could not make one: the booking then
   * stays a request for the host to confirm, held as long as any, and the guest is told so.
   */
  private async depositCheckout({ site }: PublishedSitePage, reservation: ReservationView): Promise<string | null> {
    const amountMinor = depositDue(reservation);
    if (amountMinor <= 0) return null;
    const origin = new URL(this.runtime.service.apiBaseUrl).origin;
    const back = `${origin}/sites/${site.slug}/bookings/${reservation.id}`;
    try {
      const session = await this.runtime.payments.checkout({
        workspaceId: site.workspaceId,
        reservationId: reservation.id,
        purpose: 'DEPOSIT',
        amountMinor,
        currency: reservation.currency,
        description: `Deposit: ${site.content.title}, ${reservation.unit.name}, ${reservation.arrivalDate} to ${reservation.departureDate}`,
        successUrl: `${back}?paid=1`,
        cancelUrl: `${back}?left=1`,
        expiresAt: depositHoldEnd(new Date()),
        // A form sent twice answers the one booking: its one session.
        idempotencyKey: `deposit:${site.workspaceId}:${reservation.id}`,
      });
      await this.holds.holdUntil(site.workspaceId, reservation.id, session.expiresAt);
      return session.url;
    } catch (error) {
      this.runtime.log.error(
        { component: 'payments', workspaceId: site.workspaceId, reservationId: reservation.id, err: error },
        'Could not start the deposit checkout; the booking waits for the host',
      );
      return null;
    }
  }

  private async endLapsedHolds(workspaceId: string, unitId: string): Promise<void> {
    for (const hold of await this.holds.lapsedOnUnit(workspaceId, unitId)) await expireSiteHold(this.runtime, hold, 'site-hold-check');
  }

  /**
   * Where Stripe sends the guest back: the booking as it stands (confirmed once Stripe's webhook
   * has arrived, waiting for it until then, or lapsed), never the guest's details.
   */
  @Get(':slug/bookings/:reservationId')
  async booking(
    @Param('slug') slug: string,
    @Param('reservationId') reservationId: string,
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const page = await this.findSite(slug);
    if (!page || !RESERVATION_ID.test(reservationId)) return this.send(reply, 404, renderNotFound());
    const { workspaceId } = page.site;
    const belongs = async () => {
      const found = await this.repos.reservations.find(workspaceId, reservationId);
      return found && found.property.id === page.site.propertyId ? found : null;
    };
    let reservation = await belongs();
    if (!reservation) return this.send(reply, 404, renderNotFound());
    if (reservation.status === 'PROVISIONAL' && (await this.holds.isLapsed(workspaceId, reservation.id))) {
      await expireSiteHold(this.runtime, { workspaceId, reservationId: reservation.id }, 'site-hold-check');
      reservation = (await belongs())!;
    }
    return this.send(
      reply,
      200,
      renderDepositOutcome({ title: page.site.content.title, slug, reservation, returned: query.paid !== undefined ? 'paid' : 'left' }),
    );
  }

  /**
   * The quote of a stay: the booking the form would send, run dry. It spends the visitor's
   * `reservations.create.dryRun` read bucket (never the booking's write quota) and records nothing.
   */
  private async quote({ site, property }: PublishedSitePage, stay: SiteStay, request: FastifyRequest): Promise<SiteQuote> {
    const refusal = siteStayRefusal(stay);
    if (refusal) return { bookable: false, sentences: [refusal], aboutTheStay: true };
    return siteQuoteOf(await this.createReservation(site, siteBookingInput(property, stay, QUOTE_GUEST), request, { dryRun: true }));
  }

  /** `reservations.create` as the site's visitor: the booking, and (dry) the quote. */
  private createReservation(
    site: PublishedSite,
    input: Record<string, unknown>,
    request: FastifyRequest,
    options: { dryRun?: boolean; idempotencyKey?: string },
  ): Promise<Outcome> {
    return this.runtime.executor.execute({
      operation: operationNamed('reservations.create'),
      surface: 'web',
      credential: { authorization: undefined, showorg: undefined },
      principal: this.visitor(site, request),
      clientAddress: clientAddress(request),
      input: () => input,
      ...options,
    });
  }

  /**
   * A visitor books as the site itself, in the site's workspace with a member's scopes; the quota
   * bucket is the visitor's network (`site:<IPv4 address or IPv6 /64>`), which is the per-address
   * limit on bookings and whom the website's cap on unpaid holds counts.
   */
  private visitor(site: PublishedSite, request: FastifyRequest): Principal {
    return {
      credentialId: `site:${visitorNetwork(clientAddress(request))}`,
      credentialKind: 'site_visitor',
      userId: `site:${site.propertyId}`,
      workspaceId: site.workspaceId,
      role: 'MEMBER',
      scopes: [...roleScopes('MEMBER')],
      plan: site.plan,
      subscriptionStatus: site.subscriptionStatus,
    };
  }
}
