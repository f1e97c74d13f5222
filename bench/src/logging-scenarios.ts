/**
 * What the JSON access log costs: calendar-month and create-spread run against two instances of
 * the same API in this process, one writing an access line per request to a file (LOG_LEVEL=info,
 * as deployed), the other with LOG_LEVEL=silent. Target: at least 0.9× the throughput.
 */
import { Scenario, Target } from './scenarios';

export const LOGGING_SCENARIO_NAMES = ['logs-calendar-month', 'logs-create-spread'] as const;

const MEASURED: Record<(typeof LOGGING_SCENARIO_NAMES)[number], string> = {
  'logs-calendar-month': 'calendar-month',
  'logs-create-spread': 'create-spread',
};

/** `inventory` are the scenarios of buildScenarios, whose subject calls `apiBase` (logs off). */
export function buildLoggingScenarios(inventory: Scenario[], apiBase: string, loggedApiBase: string): Scenario[] {
  return LOGGING_SCENARIO_NAMES.map((name) => {
    const measured = inventory.find((scenario) => scenario.name === MEASURED[name]);
    if (!measured) throw new Error(`No scenario ${MEASURED[name]} to measure the access log on.`);
    const targets: Target[] = [
      { kind: 'ratio-at-least', metric: 'reqPerSec', factor: 0.9 },
      ...(measured.writes ? [{ kind: 'inventory' } as const] : []),
      { kind: 'no-errors' },
    ];
    return {
      name,
      title: `${measured.title}; JSON access logs on (subject) against off (baseline)`,
      subject: (round) => {
        const load = measured.subject(round);
        return { ...load, url: load.url.replace(apiBase, loggedApiBase) };
      },
      baseline: (round) => measured.subject(round),
      targets,
      writes: measured.writes,
      // A few per cent is what is looked for, on a machine whose load drifts between runs.
      rounds: 5,
    };
  });
}
