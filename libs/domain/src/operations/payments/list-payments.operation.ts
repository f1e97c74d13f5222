import { PAYMENT_METHODS, PaymentMethod, paymentPageSchema, paymentsCsv, PaymentView } from '@innkeep/contract';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

import { defineOperation, principalOf } from '../../catalogue/operation';
import { DomainError } from '../../errors/domain-error';
import { decodePageCursor, encodePageCursor } from '../../services/page-cursor';
import { ToInteger } from '../../validation/transforms';
import { READ_ONLY } from '../annotations';
import { listReservationPayments } from './list-reservation-payments.operation';

/** A day (its midnight UTC) or an ISO 8601 time with its offset. */
export const INSTANT = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2}))?$/;

/** A time an input names, or VALIDATION_FAILED for one that does not exist (2030-02-30) or lies outside years 2000 to 9999. */
export function instantOf(field: string, text: string): Date {
  const at = new Date(text.length === 10 ? `${text}T00:00:00Z` : text);
  const valid =
    !Number.isNaN(at.getTime()) && (text.length > 10 || at.toISOString().slice(0, 10) === text) && at.getUTCFullYear() >= 2000 && at.getUTCFullYear() <= 9999;
  if (!valid)
    throw new DomainError('VALIDATION_FAILED', `${field} is not a time that exists: ${text}.`, {
      errors: [`${field} must be a date (YYYY-MM-DD) or an ISO 8601 time with its offset`],
    });
  return at;
}

export class ListPaymentsInput {
  @IsOptional()
  @Matches(INSTANT, { message: 'from must be a date (YYYY-MM-DD) or an ISO 8601 time with its offset' })
  @JSONSchema({ description: 'Received at or after this time (a date is its midnight UTC)' })
  from?: string;

  @IsOptional()
  @Matches(INSTANT, { message: 'to must be a date (YYYY-MM-DD) or an ISO 8601 time with its offset' })
  @JSONSchema({ description: 'Received before this time (a date is its midnight UTC, so that day is left out)' })
  to?: string;

  @IsOptional()
  @IsIn(PAYMENT_METHODS)
  @JSONSchema({ description: 'Only records of this method (CASH, BANK_TRANSFER, CARD_TERMINAL, OTHER, ONLINE)' })
  method?: PaymentMethod;

  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  @JSONSchema({ description: 'The nextCursor of the previous page' })
  cursor?: string;

  @IsOptional()
  @ToInteger()
  @IsInt()
  @Min(1)
  @Max(200)
  @JSONSchema({ description: 'Page size, 1 to 200 (default 100)' })
  take?: number;
}

const cursorOf = (payment: PaymentView) => encodePageCursor([payment.receivedAt, payment.id]);

export const listPayments = defineOperation({
  name: 'payments.list',
  summary: 'List payments and refunds',
  description:
    'Every payment and refund of the workspace for bookkeeping, by when it was received (`from` included, `to` excluded; a date is its midnight UTC) and method, oldest first, in pages of `take` (default 100, at most 200) linked by `nextCursor`. REST also answers `text/csv` (Accept header): one row per record, a refund’s amount negative. On MCP, `reservationId` lists one reservation’s ledger instead. Example: `GET /payments?from=2030-07-01&to=2030-08-01&method=CASH`.',
  access: 'pms:read',
  quota: 'read',
  input: ListPaymentsInput,
  output: paymentPageSchema,
  http: [{ method: 'GET', path: '/payments', operationId: 'listPayments' }],
  mcp: {
    tool: 'payments_list',
    title: 'List payments',
    annotations: READ_ONLY,
    periodForm: { operation: listReservationPayments, when: ['reservationId'] },
    list: 'payments',
    cursorAfter: cursorOf,
    defaults: { take: 50 },
    example: { from: '2030-07-01', to: '2030-08-01', method: 'BANK_TRANSFER' },
  },
  cli: 'payments:list',
  csv: (answer: { payments: PaymentView[] }) => paymentsCsv(answer.payments),
  csvDescription:
    'The same page for spreadsheets, sent for `Accept: text/csv`: a header row, then one row per record (id, kind, received_at, reservation_id, method, amount, currency, reference, refund_of, reason, created_at); amounts in major units, a refund’s negative.',
  async handle(ctx, input) {
    const from = input.from ? instantOf('from', input.from) : undefined;
    const to = input.to ? instantOf('to', input.to) : undefined;
    if (from && to && to < from) throw new DomainError('VALIDATION_FAILED', `to (${input.to}) is before from (${input.from}).`);
    const take = input.take ?? 100;
    const after = input.cursor
      ? decodePageCursor(input.cursor, 2, (part, index) =>
          index === 0 ? !Number.isNaN(Date.parse(part)) && INSTANT.test(part) : /^(pay|rfd)_\w{1,60}$/.test(part),
        )
      : undefined;
    const rows = await ctx.repos.payments.list(principalOf(ctx).workspaceId, {
      from,
      to,
      method: input.method,
      after: after ? { receivedAt: after[0], id: after[1] } : undefined,
      take: take + 1,
    });
    const page = rows.slice(0, take);
    const last = page[page.length - 1];
    return { payments: page, nextCursor: rows.length > take && last ? cursorOf(last) : null };
  },
});
