import { QuotaUsage, ServiceStatus, SubscriptionView, WorkspaceContext } from '@innkeep/contract';

import { ApiClient, ApiClientOptions, ApiError } from '../api-client';
import { Connection, InnkeepCommand } from '../base-command';
import { EXIT_FAILURE, EXIT_SUCCESS, formatWait, reportFailure } from '../cli-failure';
import { configPath } from '../config-store';
import { colours } from '../output/colours';
import { loginHint } from '../web-pages';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The status as a sentence reads it, with the trial's days left by the server's clock and any
 * warning: `trialing, 5 days left (until 2026-06-08)`.
 */
export function subscriptionText(subscription: Pick<SubscriptionView, 'status' | 'trialEndsAt' | 'warning'>, nowUtc: string): string {
  const now = Date.parse(nowUtc);
  const status = subscription.status.toLowerCase().replace(/_/g, ' ');
  const parts = [status];
  if (subscription.status === 'TRIALING' && subscription.trialEndsAt) {
    const days = Math.max(0, Math.ceil((Date.parse(subscription.trialEndsAt) - now) / DAY_MS));
    parts[0] = `${status}, ${days} ${days === 1 ? 'day' : 'days'} left (until ${subscription.trialEndsAt.slice(0, 10)})`;
  }
  if (subscription.warning) parts.push(`warning: ${subscription.warning}`);
  return parts.join('; ');
}

/** A clock further than this from the server's is a failure: logins and "today" are read by it. */
export const MAX_CLOCK_SKEW_SECONDS = 60;

type CheckName = 'api' | 'credential' | 'scopes' | 'plan' | 'quota' | 'clock';

export interface DoctorCheck {
  name: CheckName;
  label: string;
  /** true passed, false failed, null not checked (a check it needs failed). */
  ok: boolean | null;
  detail: string;
  hint?: string;
}

export interface DoctorAnswer {
  apiUrl: string;
  /** Whether no check failed. */
  ok: boolean;
  checks: DoctorCheck[];
}

const LABELS: Record<CheckName, string> = {
  api: 'API reachable',
  credential: 'Credential valid',
  scopes: 'Scopes',
  plan: 'Plan',
  quota: 'Quota left',
  clock: 'Clock skew',
};

const KEY_SOURCES: Record<Connection['keySource'], string> = {
  'flag or environment': 'the API key of --api-key or INNKEEP_API_KEY',
  'stored login': `the API key stored by \`innkeep login\``,
  'browser login': 'the browser login stored by `innkeep login`',
  none: 'none',
};

export default class Doctor extends InnkeepCommand<typeof Doctor, DoctorAnswer> {
  static override summary = 'Check the setup: API reachable, credential valid, its scopes, the plan, quota left, and the clock.';
  static override description =
    'Each line says ✓ or ✗, and what to do about a ✗; a check that needs a failed one is not run (–). Exits 1 when a check ' +
    `fails. The clock fails when it is more than ${MAX_CLOCK_SKEW_SECONDS} s from the server's (the Date of its answers): browser ` +
    'logins expire by it. Spends one request of each of GET /status, /is-connected, /workspace and /quota.';
  static override examples = ['<%= config.bin %> doctor', '<%= config.bin %> doctor --api-url https://innkeep.example/public/v1 --json'];

  /** The server's clock against ours, from the first answer that carries a Date. */
  private skewSeconds?: number;

  override async run(): Promise<DoctorAnswer> {
    const connection = await this.connection();
    const checks: DoctorCheck[] = [];
    const add = (name: CheckName, ok: boolean | null, detail: string, hint?: string) =>
      checks.push({ name, label: LABELS[name], ok, detail, ...(hint ? { hint } : {}) });
    const skip = (names: CheckName[], because: string) => names.forEach((name) => add(name, null, `not checked: ${because}`));

    const api = await this.attempt(() => this.call<ServiceStatus>('service.status'));
    if (!api.ok) {
      add('api', false, api.failure.message, api.failure.hint);
      skip(['credential', 'scopes', 'plan', 'quota', 'clock'], 'the API did not answer');
      return this.answer(connection, checks);
    }
    if (api.value.status === 'ok') add('api', true, `${connection.apiUrl} answers (version ${api.value.version})`);
    else add('api', false, `${connection.apiUrl} answers, but says it is ${api.value.status}`, 'The server cannot reach its database or Redis: see its log.');

    const clock = this.clockCheck();
    const credential = await this.credentialCheck(connection);
    add('credential', credential.ok, credential.detail, credential.hint);
    if (credential.planRefusal) {
      add('plan', false, credential.planRefusal.message, credential.planRefusal.hint);
      skip(['scopes', 'quota'], 'the plan has no API access');
    } else if (!credential.ok) {
      skip(['scopes', 'plan', 'quota'], 'no valid credential');
    } else {
      await this.workspaceChecks(add, skip);
    }
    add('clock', clock.ok, clock.detail, clock.hint);
    const order = Object.keys(LABELS);
    return this.answer(
      connection,
      checks.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name)),
    );
  }

  /** Every client of this run notes the server's clock from the first Date it sees. */
  protected override apiClient(connection: Pick<Connection, 'apiUrl' | 'apiKey' | 'workspace'>, options: Pick<ApiClientOptions, 'onResponse'> = {}): ApiClient {
    return super.apiClient(connection, {
      onResponse: (response) => {
        const date = Date.parse(response.headers.get('date') ?? '');
        // The Date header is whole seconds, cut off: the server's clock is half a second on, on average.
        if (this.skewSeconds === undefined && !Number.isNaN(date)) this.skewSeconds = (date + 500 - Date.now()) / 1000;
      },
      ...options,
    });
  }

  private async credentialCheck(
    connection: Connection,
  ): Promise<{ ok: boolean; detail: string; hint?: string; planRefusal?: { message: string; hint?: string } }> {
    if (!connection.apiKey) {
      return {
        ok: false,
        detail: 'none: you are not logged in',
        hint: loginHint(connection.apiUrl),
      };
    }
    const source = KEY_SOURCES[connection.keySource];
    const checked = await this.attempt(() => this.call('connection.check'));
    if (checked.ok) return { ok: true, detail: `yes: ${source}` };
    if (checked.error instanceof ApiError && (checked.error.code === 'PLAN_NO_API_ACCESS' || checked.error.code === 'SUBSCRIPTION_INACTIVE')) {
      return { ok: true, detail: `yes: ${source}`, planRefusal: checked.failure };
    }
    const where = connection.keySource === 'stored login' || connection.keySource === 'browser login' ? ` (${configPath()})` : '';
    return { ok: false, detail: `no: ${source}${where}: ${checked.failure.message}`, hint: checked.failure.hint };
  }

  private async workspaceChecks(
    add: (name: CheckName, ok: boolean | null, detail: string, hint?: string) => void,
    skip: (names: CheckName[], because: string) => void,
  ): Promise<void> {
    const context = await this.attempt(() => this.call<WorkspaceContext>('workspace.get'));
    if (!context.ok) {
      const scopeMissing = context.error instanceof ApiError && context.error.code === 'SCOPE_REQUIRED';
      add('scopes', false, scopeMissing ? 'without pms:read: this credential can only check its login' : context.failure.message, context.failure.hint);
      add('plan', true, 'has API access');
      skip(['quota'], scopeMissing ? 'reading quotas needs pms:read' : 'the workspace could not be read');
      return;
    }
    const { scopes, plan, subscription } = context.value;
    const readOnly = !scopes.includes('pms:write');
    add('scopes', true, `${scopes.join(', ')}${readOnly ? ' (read only: changes need a credential with pms:write)' : ''}`);
    // A server from before subscriptions answers the plan alone.
    const shown = subscriptionText(subscription ?? { status: plan.status, trialEndsAt: plan.trialEndsAt, warning: null }, context.value.nowUtc);
    add('plan', true, `${plan.code} (${shown}), workspace ${context.value.workspace.name}`);

    const usage = await this.attempt(() => this.call<QuotaUsage>('quota.get'));
    if (!usage.ok) {
      add('quota', false, usage.failure.message, usage.failure.hint);
      return;
    }
    const spent = usage.value.quotas.filter((quota) => quota.remaining <= 0);
    if (spent.length > 0) {
      const resets = Math.max(...spent.map((quota) => quota.resetSeconds));
      add(
        'quota',
        false,
        `used up for ${spent.map((quota) => quota.operation).join(', ')}`,
        `Wait ${formatWait(resets)} for the window to reset, or use another credential.`,
      );
      return;
    }
    const fewest = [...usage.value.quotas].sort((a, b) => a.remaining / a.limit - b.remaining / b.limit)[0];
    add('quota', true, fewest ? `every operation has calls left; the fewest: ${fewest.operation}, ${fewest.remaining} of ${fewest.limit}` : 'no quota applies');
  }

  private clockCheck(): { ok: boolean | null; detail: string; hint?: string } {
    if (this.skewSeconds === undefined) return { ok: null, detail: 'not checked: the server sent no Date header' };
    const skew = Math.round(this.skewSeconds);
    if (Math.abs(skew) <= 1) return { ok: true, detail: "within a second of the server's clock" };
    const text = `${formatWait(Math.abs(skew))} ${skew > 0 ? 'behind' : 'ahead of'} the server's clock`;
    if (Math.abs(skew) <= MAX_CLOCK_SKEW_SECONDS) return { ok: true, detail: `this computer is ${text}` };
    return { ok: false, detail: `this computer is ${text}`, hint: 'Set the clock (turn on network time): browser logins expire by it.' };
  }

  /** A call's answer, or the failure it ended in, as every command would report it. */
  private async attempt<A>(
    work: () => Promise<A>,
  ): Promise<{ ok: true; value: A } | { ok: false; error: unknown; failure: { message: string; hint?: string } }> {
    try {
      return { ok: true, value: await work() };
    } catch (error) {
      const report = reportFailure(error);
      return { ok: false, error, failure: { message: `${report.message} (${report.code})`, hint: report.hint } };
    }
  }

  private answer(connection: Connection, checks: DoctorCheck[]): DoctorAnswer {
    return { apiUrl: connection.apiUrl, ok: checks.every((check) => check.ok !== false), checks };
  }

  protected override exitCodeFor(answer: DoctorAnswer): number {
    return answer.ok ? EXIT_SUCCESS : EXIT_FAILURE;
  }

  protected override humanize(answer: DoctorAnswer): string {
    const paint = colours();
    const width = Math.max(...answer.checks.map((check) => check.label.length));
    const lines = answer.checks.flatMap((check) => {
      const mark = check.ok === true ? paint.green('✓') : check.ok === false ? paint.red('✗') : paint.dim('–');
      const line = `${mark} ${check.label.padEnd(width)}  ${check.detail}`;
      return check.hint && check.ok === false ? [line, `  ${' '.repeat(width)}  ${paint.yellow('Hint:')} ${check.hint}`] : [line];
    });
    const failed = answer.checks.filter((check) => check.ok === false).length;
    const verdict = failed === 0 ? paint.green('Everything checked is fine.') : paint.red(`${failed} ${failed === 1 ? 'check' : 'checks'} failed.`);
    return [...lines, '', verdict].join('\n');
  }
}
