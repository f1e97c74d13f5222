import { FEE_KINDS, FeesAndTaxes, formatMinor, PropertyDetail, TAX_BASES, TAX_KINDS } from '@innkeep/domain';

import { csrfField, html, SafeHtml } from '../html';
import { Form, SignedIn, signedInPage } from '../web-kit';

type Notice = { kind: 'ok' | 'error'; text: string } | undefined;

/** Rows to add a fee or a tax in, beside the ones set. */
export const BLANK_ROWS = 2;

const FEE_KIND_LABELS: Record<string, string> = {
  PER_STAY: 'per stay',
  PER_NIGHT: 'per night',
  PER_GUEST_PER_NIGHT: 'per guest per night',
  PERCENT_OF_ACCOMMODATION: '% of the nights',
};
const TAX_KIND_LABELS: Record<string, string> = { PERCENT: '%', PER_GUEST_PER_NIGHT: 'per guest per night', PER_STAY: 'per stay' };
const BASE_LABELS: Record<string, string> = { ACCOMMODATION: 'of the nights', ACCOMMODATION_AND_FEES: 'of the nights and fees' };

/** A row's values as the form shows them: the figure in major units or as a percentage. */
export interface RowValues {
  code: string;
  label: string;
  kind: string;
  figure: string;
  base?: string;
  inclusive?: boolean;
  childrenExempt?: boolean;
  maxNights?: string;
}

export function rowsOf(saved: FeesAndTaxes): { fees: RowValues[]; taxes: RowValues[] } {
  const figure = (item: { percent?: number; amountMinor?: number }) => (item.percent !== undefined ? String(item.percent) : formatMinor(item.amountMinor ?? 0));
  return {
    fees: saved.fees.map((fee) => ({ code: fee.code, label: fee.label, kind: fee.kind, figure: figure(fee) })),
    taxes: saved.taxes.map((tax) => ({
      code: tax.code,
      label: tax.label,
      kind: tax.kind,
      figure: figure(tax),
      base: tax.base,
      inclusive: tax.inclusive,
      childrenExempt: tax.childrenExempt,
      maxNights: tax.maxNights !== undefined ? String(tax.maxNights) : '',
    })),
  };
}

/** The rows as submitted, to show again after a refusal. */
export function rowsSubmitted(form: Form, count: (prefix: string) => number): { fees: RowValues[]; taxes: RowValues[] } {
  const value = (name: string) => {
    const raw = form[name];
    return (Array.isArray(raw) ? raw[0] : raw) ?? '';
  };
  const rows = (prefix: 'fee' | 'tax') =>
    Array.from({ length: count(prefix) }, (_, index) => ({
      code: value(`${prefix}${index}_code`),
      label: value(`${prefix}${index}_label`),
      kind: value(`${prefix}${index}_kind`),
      figure: value(`${prefix}${index}_figure`),
      base: value(`${prefix}${index}_base`),
      inclusive: value(`${prefix}${index}_inclusive`) === 'true',
      childrenExempt: value(`${prefix}${index}_childrenExempt`) === 'true',
      maxNights: value(`${prefix}${index}_maxNights`),
    }));
  return { fees: rows('fee'), taxes: rows('tax') };
}

const options = (values: readonly string[], labels: Record<string, string>, chosen: string | undefined) =>
  values.map((value) => html`<option value="${value}"${value === chosen ? html` selected` : ''}>${labels[value]}</option>`);

function feeRow(index: number, row: RowValues | undefined): SafeHtml {
  const name = (field: string) => `fee${index}_${field}`;
  return html`<tr>
<td><input name="${name('code')}" value="${row?.code ?? ''}" aria-label="Code of fee ${index + 1}" maxlength="40" pattern="[A-Za-z][A-Za-z0-9_]*" placeholder="LINEN"></td>
<td><input name="${name('label')}" value="${row?.label ?? ''}" aria-label="Label of fee ${index + 1}" maxlength="100" placeholder="Linen"></td>
<td><input name="${name('figure')}" value="${row?.figure ?? ''}" aria-label="Amount or percent of fee ${index + 1}" inputmode="decimal" placeholder="15.00"></td>
<td><select name="${name('kind')}" aria-label="Kind of fee ${index + 1}">${options(FEE_KINDS, FEE_KIND_LABELS, row?.kind)}</select></td>
</tr>`;
}

function taxRow(index: number, row: RowValues | undefined): SafeHtml {
  const name = (field: string) => `tax${index}_${field}`;
  const box = (field: string, label: string, checked: boolean | undefined) =>
    html`<label class="inline"><input type="checkbox" name="${name(field)}" value="true"${checked ? html` checked` : ''}> ${label}</label>`;
  return html`<tr>
<td><input name="${name('code')}" value="${row?.code ?? ''}" aria-label="Code of tax ${index + 1}" maxlength="40" pattern="[A-Za-z][A-Za-z0-9_]*" placeholder="VAT"></td>
<td><input name="${name('label')}" value="${row?.label ?? ''}" aria-label="Label of tax ${index + 1}" maxlength="100" placeholder="VAT"></td>
<td><input name="${name('figure')}" value="${row?.figure ?? ''}" aria-label="Amount or percent of tax ${index + 1}" inputmode="decimal" placeholder="10"></td>
<td><select name="${name('kind')}" aria-label="Kind of tax ${index + 1}">${options(TAX_KINDS, TAX_KIND_LABELS, row?.kind)}</select>
<select name="${name('base')}" aria-label="Base of tax ${index + 1}">${options(TAX_BASES, BASE_LABELS, row?.base)}</select></td>
<td>${box('inclusive', 'in the prices', row?.inclusive)} ${box('childrenExempt', 'children exempt', row?.childrenExempt)}
<input name="${name('maxNights')}" value="${row?.maxNights ?? ''}" aria-label="At most nights, tax ${index + 1}" inputmode="numeric" pattern="[0-9]*" size="3" placeholder="nights"></td>
</tr>`;
}

/**
 * The fees and taxes of a property: a table for each, a row per item set and blank rows to add;
 * a row whose code is emptied is removed. Saved whole, as PUT /properties/:id/fees-and-taxes is.
 */
export function feesAndTaxesPage(signedIn: SignedIn, property: PropertyDetail, rows: { fees: RowValues[]; taxes: RowValues[] }, notice?: Notice): string {
  const fees = [...rows.fees, ...Array.from({ length: BLANK_ROWS }, () => undefined)];
  const taxes = [...rows.taxes, ...Array.from({ length: BLANK_ROWS }, () => undefined)];
  return signedInPage(
    signedIn,
    { title: `Fees and taxes · ${property.name}`, notice },
    html`<p class="muted"><a href="/properties">Properties</a> › <a href="/properties/${property.id}">${property.name}</a> ›</p>
<h1>Fees and taxes</h1>
<p>Every quote of ${property.name} (the stay check, the website, a direct booking) adds these after the nights, the weekly or monthly discount and each unit’s cleaning and extra-guest fees. Amounts are in ${property.currency}; a percentage is a number such as 10 or 7.5. Empty a row’s code to remove it. Bookings already made keep their price.</p>
<form method="post" action="/properties/${property.id}/fees-and-taxes">
${csrfField(signedIn.state.csrfToken)}
<input type="hidden" name="feeRows" value="${fees.length}"><input type="hidden" name="taxRows" value="${taxes.length}">
<h2>Fees</h2>
<table id="fees"><tr><th>Code</th><th>Label</th><th>Amount or %</th><th>Kind</th></tr>
${fees.map((row, index) => feeRow(index, row))}
</table>
<h2>Taxes</h2>
<table id="taxes"><tr><th>Code</th><th>Label</th><th>Amount or %</th><th>Kind and base</th><th>Options</th></tr>
${taxes.map((row, index) => taxRow(index, row))}
</table>
<div class="actions"><button type="submit">Save fees and taxes</button></div>
</form>`,
  );
}
