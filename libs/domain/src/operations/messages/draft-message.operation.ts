import { DRAFT_LANGUAGES, DRAFT_TEMPLATES, DraftLanguage, DraftTemplate, MessageDraft, messageDraftSchema, ReservationView } from '@innkeep/contract';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

import { defineOperation, principalOf } from '../../catalogue/operation';
import { DomainError, notFound } from '../../errors/domain-error';
import { Repositories } from '../../ports/repositories';
import { DraftFacts, FactName, renderDraft } from './draft-templates';

export class DraftMessageInput {
  @ValidateIf((input: DraftMessageInput) => input.reservationId !== undefined || input.threadId === undefined)
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  @JSONSchema({ description: 'The reservation the message is about (give this or threadId)' })
  reservationId?: string;

  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  @JSONSchema({ description: 'The conversation to answer (give this or reservationId)' })
  threadId?: string;

  @IsIn(DRAFT_TEMPLATES)
  @JSONSchema({ description: 'WELCOME, CHECK_IN_INSTRUCTIONS, CHECKOUT_REMINDER, THANK_YOU, REVIEW_REQUEST or REPLY' })
  template: DraftTemplate;

  @IsOptional()
  @IsIn(DRAFT_LANGUAGES)
  @JSONSchema({ description: 'en (default), pt, es, fr or de' })
  language?: DraftLanguage;

  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(2000)
  @JSONSchema({ description: 'The host’s own words, added to the message (REPLY: the answer itself)' })
  notes?: string;
}

export const draftMessage = defineOperation({
  name: 'messages.draft',
  summary: 'Draft a guest message',
  description:
    'Prepares a guest message from a template (WELCOME, CHECK_IN_INSTRUCTIONS, CHECKOUT_REMINDER, THANK_YOU, REVIEW_REQUEST, REPLY) in en, pt, es, fr or de, filled with the reservation’s, unit’s and property’s real values. `facts` lists every value used; `missing` names every value the template wanted and the workspace lacks (the text leaves those sentences out rather than invent them). Stores nothing and sends nothing: send it with POST /messages/:threadId/replies.',
  access: 'pms:write',
  quota: 'write',
  input: DraftMessageInput,
  output: messageDraftSchema,
  http: [{ method: 'POST', path: '/messages/drafts', operationId: 'draftMessage' }],
  mcp: {
    tool: 'message_draft',
    example: { reservationId: 'res_123', template: 'CHECK_IN_INSTRUCTIONS', language: 'pt' },
    title: 'Draft a guest message',
    // Prepares text only: nothing is stored or sent, and the same call drafts the same text.
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  },
  cli: 'messages:draft',
  errors: ['NOT_FOUND'],
  async handle(ctx, input): Promise<MessageDraft> {
    const { workspaceId } = principalOf(ctx);
    if (input.reservationId !== undefined && input.threadId !== undefined) {
      throw new DomainError('VALIDATION_FAILED', 'Give reservationId or threadId, not both.');
    }
    const thread = input.threadId ? await ctx.repos.messages.findThread(workspaceId, input.threadId) : null;
    if (input.threadId && !thread) throw notFound('Message thread');
    const reservationId = input.reservationId ?? thread?.reservationId ?? null;
    const reservation = reservationId ? await ctx.repos.reservations.find(workspaceId, reservationId) : null;
    if (input.reservationId && !reservation) throw notFound('Reservation');

    const facts = await factsOf(ctx.repos, workspaceId, reservation);
    if (!reservation && thread?.guest)
      Object.assign(facts, { guestFirstName: thread.guest.firstName, guestName: `${thread.guest.firstName} ${thread.guest.lastName}`.trim() });
    if (!reservation && thread?.channel) facts.channel = thread.channel;
    if (input.notes) facts.notes = input.notes.trim();

    const language = input.language ?? 'en';
    const rendered = renderDraft(input.template, language, facts);
    const guest = reservation?.guest ?? thread?.guest ?? null;
    return {
      to: {
        guestId: guest?.id ?? null,
        name: guest ? `${guest.firstName} ${guest.lastName}`.trim() : (thread?.guestName ?? null),
        email: guest?.email ?? null,
      },
      channel: thread?.channel ?? reservation?.source ?? 'OTHER',
      reservationId: reservation?.id ?? null,
      threadId: thread?.id ?? null,
      template: input.template,
      language,
      subject: rendered.subject,
      body: rendered.body,
      facts: Object.fromEntries(rendered.used.map((name: FactName) => [name, facts[name]!])) as Record<string, string | number>,
      missing: rendered.missing,
    };
  },
});

/** What the workspace knows of the stay: a value it lacks stays absent, never guessed. */
async function factsOf(repos: Repositories, workspaceId: string, reservation: ReservationView | null): Promise<DraftFacts> {
  if (!reservation) return {};
  const property = await repos.properties.findDetail(workspaceId, reservation.propertyId);
  const facts: DraftFacts = {
    guestFirstName: reservation.guest.firstName || undefined,
    guestName: `${reservation.guest.firstName} ${reservation.guest.lastName}`.trim() || undefined,
    unitName: reservation.unit.name,
    arrivalDate: reservation.arrivalDate,
    departureDate: reservation.departureDate,
    nights: reservation.nights,
    totalAmountMinor: reservation.totalAmountMinor,
    balanceMinor: reservation.balanceMinor,
    currency: reservation.currency,
    channel: reservation.source,
  };
  if (!property) return facts;
  facts.propertyName = property.name;
  facts.checkInTime = property.checkInTime || undefined;
  facts.checkOutTime = property.checkOutTime || undefined;
  const { arrivalTimeFrom, arrivalTimeTo } = property.bookingSettings;
  if (arrivalTimeFrom && arrivalTimeTo) facts.arrivalWindow = `${arrivalTimeFrom}–${arrivalTimeTo}`;
  const { line1, line2, postalCode, city, country } = property.address;
  // A street line is what a guest needs to find the door; a city alone is not an address.
  if (line1) facts.address = [line1, line2, [postalCode, city].filter(Boolean).join(' '), country].filter(Boolean).join(', ');
  // Innkeep holds no house rules yet: templates that want them name them in `missing`.
  return facts;
}
