import { OPERATION_CONTRACTS, OperationQuota, QuotaUsage } from '@innkeep/contract';

import { InnkeepCommand } from '../base-command';
import { formatWait } from '../cli-failure';
import { renderTable } from '../output/table-renderer';

/** `GET /properties/:propertyId`: the canonical REST route of an operation. */
const routeOf = new Map(
  OPERATION_CONTRACTS.map((operation) => [operation.name, operation.http[0] ? `${operation.http[0].method} ${operation.http[0].path}` : '']),
);

/** The bucket of a write's dry runs (`reservations.create.dryRun`) is its route with `?dryRun=true`. */
function dryRunRouteOf(bucket: string): string | undefined {
  const write = /^(.+)\.dryRun$/.exec(bucket)?.[1];
  return write && routeOf.has(write) ? `${routeOf.get(write)}?dryRun=true` : undefined;
}

export default class Quota extends InnkeepCommand<typeof Quota, QuotaUsage> {
  static override summary = 'Show, per operation, the quota of the credential in use: limit, used, remaining and when it resets.';
  static override description =
    'Calls GET /quota. Quotas are per credential and operation, and a REST route and its MCP tool share one. ' +
    'Reading them spends only this command’s own quota, never one of those it shows.';
  static override examples = ['<%= config.bin %> quota', '<%= config.bin %> quota --json'];
  static override operation = 'quota.get';

  protected override humanize({ windowSeconds, quotas }: QuotaUsage): string {
    const table = renderTable<OperationQuota>(quotas, [
      { header: 'operation', value: (quota) => quota.operation },
      { header: 'route', value: (quota) => routeOf.get(quota.operation) ?? dryRunRouteOf(quota.operation) },
      { header: 'limit', value: (quota) => quota.limit, align: 'right' },
      { header: 'used', value: (quota) => quota.used, align: 'right' },
      { header: 'remaining', value: (quota) => quota.remaining, align: 'right' },
      { header: 'resets in', value: (quota) => (quota.used === 0 ? '-' : formatWait(quota.resetSeconds)), align: 'right' },
    ]);
    return `${table}\nQuotas count per credential and operation, in windows of ${formatWait(windowSeconds)} from each operation's first request.`;
  }
}
