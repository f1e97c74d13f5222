/**
 * What recording writes costs (events, webhook fan-out, audit): create-spread against two
 * instances of the same API in this process, one recording (subject), one not (baseline).
 * Target: at least 0.9× the throughput.
 */
import { Scenario } from './scenarios';

export const EVENT_SCENARIO_NAMES = ['events-create-spread'] as const;

export function buildEventScenarios(inventory: Scenario[], apiBase: string, unrecordedApiBase: string): Scenario[] {
  const measured = inventory.find((scenario) => scenario.name === 'create-spread');
  if (!measured) throw new Error('No create-spread scenario to measure the event log on.');
  return [
    {
      name: 'events-create-spread',
      title: `${measured.title}; events and audit recorded (subject) against not recorded (baseline)`,
      subject: (round) => measured.subject(round),
      baseline: (round) => {
        const load = measured.subject(round);
        return { ...load, url: load.url.replace(apiBase, unrecordedApiBase) };
      },
      targets: [{ kind: 'ratio-at-least', metric: 'reqPerSec', factor: 0.9 }, { kind: 'inventory' }, { kind: 'no-errors' }],
      writes: true,
      rounds: 5,
    },
  ];
}
