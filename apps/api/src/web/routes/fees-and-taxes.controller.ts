import { FeesAndTaxes, minorUnitsOf, percentageOf, PropertyDetail } from '@innkeep/domain';
import { Get, Inject, Post, Req, Res } from '@nestjs/common';
import { FastifyReply, FastifyRequest } from 'fastify';

import { feesAndTaxesPage, rowsOf, rowsSubmitted, RowValues } from '../pages/fees-and-taxes-page';
import { WEB } from '../web.tokens';
import { checkCsrf, errorPage, field, Form, formOf, redirect, requireSignedIn, sendPage, SignedIn, Web } from '../web-kit';
import { refusalText, runOperation } from '../web-operations';
import { WebPageController } from '../web-page-routes';
import { noticeFor } from './notices';

type PropertyParams = { propertyId: string };
const MAX_ROWS = 40;

/** How many rows of fees or taxes (`prefix` fee or tax) a submitted form holds, as its hidden count says. */
const rowCount = (form: Form) => (prefix: string) => Math.min(MAX_ROWS, Math.max(0, Number(field(form, `${prefix}Rows`)) || 0));

/** A row's figure: a percentage for the percent kinds, else an amount typed in major units. */
function figureOf(row: RowValues, percentKind: string): { percent: number } | { amountMinor: number } | null {
  if (row.kind === percentKind) {
    const percent = percentageOf(row.figure);
    return percent === null ? null : { percent };
  }
  const amountMinor = minorUnitsOf(row.figure);
  return amountMinor === null ? null : { amountMinor };
}

/** The operation's input from the rows with a code, or the sentence saying which row is wrong. */
export function feesAndTaxesInput(rows: { fees: RowValues[]; taxes: RowValues[] }): { ok: true; value: FeesAndTaxes } | { ok: false; text: string } {
  const fees: FeesAndTaxes['fees'] = [];
  const taxes: FeesAndTaxes['taxes'] = [];
  for (const row of rows.fees.filter((candidate) => candidate.code.trim() !== '')) {
    const figure = figureOf(row, 'PERCENT_OF_ACCOMMODATION');
    if (!figure)
      return {
        ok: false,
        text: `Fee ${row.code}: give ${row.kind === 'PERCENT_OF_ACCOMMODATION' ? 'a percentage such as 3 or 2.5' : 'an amount such as 15 or 15.50'}.`,
      };
    fees.push({
      code: row.code.trim().toUpperCase(),
      label: row.label.trim() || row.code.trim(),
      kind: row.kind as FeesAndTaxes['fees'][number]['kind'],
      ...figure,
    });
  }
  for (const row of rows.taxes.filter((candidate) => candidate.code.trim() !== '')) {
    const figure = figureOf(row, 'PERCENT');
    if (!figure)
      return { ok: false, text: `Tax ${row.code}: give ${row.kind === 'PERCENT' ? 'a percentage such as 10 or 7.5' : 'an amount such as 2 or 2.50'}.` };
    const perGuest = row.kind === 'PER_GUEST_PER_NIGHT';
    const maxNights = perGuest && row.maxNights?.trim() ? Number(row.maxNights) : undefined;
    taxes.push({
      code: row.code.trim().toUpperCase(),
      label: row.label.trim() || row.code.trim(),
      kind: row.kind as FeesAndTaxes['taxes'][number]['kind'],
      ...figure,
      base: (row.base || 'ACCOMMODATION') as FeesAndTaxes['taxes'][number]['base'],
      inclusive: row.inclusive === true,
      ...(perGuest && row.childrenExempt ? { childrenExempt: true } : {}),
      ...(maxNights !== undefined ? { maxNights } : {}),
    });
  }
  return { ok: true, value: { fees, taxes } };
}

/** The page where a host sets a property's fees and taxes, through the same operations as REST, MCP and the CLI. */
@WebPageController()
export class FeesAndTaxesController {
  constructor(@Inject(WEB) private readonly web: Web) {}

  private async show(
    request: FastifyRequest,
    reply: FastifyReply,
    signedIn: SignedIn,
    propertyId: string,
    failed?: { text: string; status: number; form: Form },
  ) {
    const [property, saved] = await Promise.all([
      runOperation<PropertyDetail>(this.web, signedIn, request, 'properties.get', { propertyId }),
      runOperation<FeesAndTaxes>(this.web, signedIn, request, 'properties.getFeesAndTaxes', { propertyId }),
    ]);
    if (!property.ok || !saved.ok) {
      const refused = !property.ok ? property : (saved as Extract<typeof saved, { ok: false }>);
      return sendPage(reply, errorPage('The fees and taxes cannot be shown', refusalText(refused.error), '/properties'), refused.status);
    }
    const rows = failed ? rowsSubmitted(failed.form, rowCount(failed.form)) : rowsOf(saved.body);
    const notice = failed ? { kind: 'error' as const, text: failed.text } : noticeFor(request.query);
    return sendPage(reply, feesAndTaxesPage(signedIn, property.body, rows, notice), failed?.status ?? 200);
  }

  @Get('/properties/:propertyId/fees-and-taxes')
  async feesAndTaxes(@Req() request: FastifyRequest<{ Params: PropertyParams }>, @Res() reply: FastifyReply) {
    const signedIn = await requireSignedIn(this.web, request, reply);
    if (!signedIn) return reply;
    return this.show(request, reply, signedIn, request.params.propertyId);
  }

  @Post('/properties/:propertyId/fees-and-taxes')
  async saveFeesAndTaxes(@Req() request: FastifyRequest<{ Params: PropertyParams }>, @Res() reply: FastifyReply) {
    const signedIn = await requireSignedIn(this.web, request, reply);
    if (!signedIn) return reply;
    const form = formOf(request);
    if (!checkCsrf(this.web, reply, signedIn.state, form)) return reply;
    const { propertyId } = request.params;
    const input = feesAndTaxesInput(rowsSubmitted(form, rowCount(form)));
    if (!input.ok) return this.show(request, reply, signedIn, propertyId, { text: input.text, status: 400, form });
    const saved = await runOperation<FeesAndTaxes>(this.web, signedIn, request, 'properties.setFeesAndTaxes', { propertyId, ...input.value });
    if (!saved.ok) return this.show(request, reply, signedIn, propertyId, { text: refusalText(saved.error), status: saved.status, form });
    return redirect(reply, `/properties/${propertyId}/fees-and-taxes?notice=fees-and-taxes-saved`);
  }
}
