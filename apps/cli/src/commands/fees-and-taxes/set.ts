import {
  FEE_KINDS,
  FeeKind,
  FeesAndTaxes,
  minorUnitsOf,
  percentageOf,
  PropertyFee,
  PropertyTax,
  TAX_BASES,
  TAX_KINDS,
  TaxBase,
  TaxKind,
} from '@innkeep/contract';
import { Args, Flags } from '@oclif/core';

import { DRY_RUN_FLAGS, InnkeepCommand } from '../../base-command';
import { usageError } from '../../cli-failure';
import { CLEAR } from '../../input-flags';
import { renderFeesAndTaxes } from '../../output/fees-and-taxes-views';

/** `CODE=KIND:FIGURE[:option…][:Label]`: the figure is `12.50` (major units) or `10%`. */
const ITEM = /^([A-Z][A-Z0-9_]{0,39})=([A-Z_]+):([^:]+)(?::(.*))?$/;

function figureOf(text: string, item: string): { percent: number } | { amountMinor: number } {
  const percent = percentageOf(text, 'required');
  if (percent !== null) return { percent };
  const amountMinor = minorUnitsOf(text);
  if (amountMinor === null) throw usageError(`${item}: ${text} is neither an amount (12.50) nor a percentage (10%).`);
  return { amountMinor };
}

function parseItem(text: string, kinds: readonly string[], what: string) {
  const match = ITEM.exec(text.trim());
  if (!match)
    throw usageError(
      `--${what} ${text}: expected CODE=KIND:FIGURE[:options][:Label], e.g. ${what === 'fee' ? 'LINEN=PER_STAY:15.00:Linen' : 'VAT=PERCENT:10%:VAT'}.`,
    );
  const [, code, kind, figure, rest = ''] = match;
  if (!kinds.includes(kind)) throw usageError(`--${what} ${text}: the kind is one of ${kinds.join(', ')}.`);
  return { code, kind, figure: figureOf(figure, `--${what} ${text}`), tokens: rest ? rest.split(':') : [] };
}

const labelOf = (tokens: string[], code: string) => tokens.join(':').trim() || code.charAt(0) + code.slice(1).toLowerCase().replace(/_/g, ' ');

export function parseFee(text: string): PropertyFee {
  const { code, kind, figure, tokens } = parseItem(text, FEE_KINDS, 'fee');
  return { code, label: labelOf(tokens, code), kind: kind as FeeKind, ...figure };
}

export function parseTax(text: string): PropertyTax {
  const { code, kind, figure, tokens } = parseItem(text, TAX_KINDS, 'tax');
  let base: TaxBase = 'ACCOMMODATION';
  const options: Partial<PropertyTax> = {};
  let inclusive = false;
  // Options come before the label: inclusive, children-exempt, max-nights=N, base=ACCOMMODATION_AND_FEES.
  while (tokens.length > 0) {
    const [token] = tokens;
    const [name, value] = token.trim().split('=');
    if (name === 'inclusive') inclusive = true;
    else if (name === 'children-exempt') options.childrenExempt = true;
    else if (name === 'max-nights' && /^\d+$/.test(value ?? '')) options.maxNights = Number(value);
    else if (name === 'base' && (TAX_BASES as readonly string[]).includes(value ?? '')) base = value as TaxBase;
    else break;
    tokens.shift();
  }
  return { code, label: labelOf(tokens, code), kind: kind as TaxKind, ...figure, base, inclusive, ...options };
}

export default class FeesAndTaxesSet extends InnkeepCommand<typeof FeesAndTaxesSet, FeesAndTaxes> {
  static override summary = 'Set the fees and taxes every quote of a property adds.';
  static override description =
    'Each --fee is CODE=KIND:FIGURE[:Label] with KIND one of PER_STAY, PER_NIGHT, PER_GUEST_PER_NIGHT, PERCENT_OF_ACCOMMODATION; ' +
    'each --tax is CODE=KIND:FIGURE[:options][:Label] with KIND one of PERCENT, PER_GUEST_PER_NIGHT, PER_STAY and options inclusive, ' +
    'children-exempt, max-nights=N, base=ACCOMMODATION_AND_FEES (default base: the nights less the discount). A FIGURE is an amount ' +
    '(12.50) or a percentage (10%). Giving --fee replaces all fees, --tax all taxes; the list not named keeps its value; "none" empties it.';
  static override examples = [
    '<%= config.bin %> fees-and-taxes set prop_123 --fee LINEN=PER_STAY:15.00:Linen --tax VAT=PERCENT:10%:base=ACCOMMODATION_AND_FEES:VAT',
    '<%= config.bin %> fees-and-taxes set prop_123 --tax "CITY_TAX=PER_GUEST_PER_NIGHT:2.00:children-exempt:max-nights=7:City tax"',
    '<%= config.bin %> fees-and-taxes set prop_123 --fee none',
  ];
  static override operation = 'properties.setFeesAndTaxes';
  static override args = {
    propertyId: Args.string({ description: 'Id of the property', required: true }),
  };
  static override flags = {
    fee: Flags.string({ summary: 'A fee, CODE=KIND:FIGURE[:Label] (repeat for each; "none" removes them all).', multiple: true }),
    tax: Flags.string({ summary: 'A tax, CODE=KIND:FIGURE[:options][:Label] (repeat for each; "none" removes them all).', multiple: true }),
    ...DRY_RUN_FLAGS,
  };
  static override fieldNames = { fee: 'fees', tax: 'taxes' };

  override async run(): Promise<FeesAndTaxes> {
    const { fee, tax } = this.flags;
    if (!fee && !tax) throw usageError('Name what to set: --fee, --tax, or both.');
    const given = (items: string[] | undefined) => (items && items.length === 1 && items[0].trim().toLowerCase() === CLEAR ? [] : items);
    const fees = given(fee)?.map(parseFee);
    const taxes = given(tax)?.map(parseTax);
    // The operation replaces both lists: the one not named is sent as it is.
    const current = fees && taxes ? undefined : await this.call<FeesAndTaxes>('properties.getFeesAndTaxes', { propertyId: this.args.propertyId });
    return this.call<FeesAndTaxes>('properties.setFeesAndTaxes', {
      propertyId: this.args.propertyId,
      fees: fees ?? current!.fees,
      taxes: taxes ?? current!.taxes,
    });
  }

  protected override humanize(answer: FeesAndTaxes): string {
    return `Fees and taxes of ${this.args.propertyId} set.\n${renderFeesAndTaxes(answer)}`;
  }
}
