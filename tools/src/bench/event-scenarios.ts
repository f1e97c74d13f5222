/**
 * What recording writes costs (events, webhook fan-out, audit): create-spread against two
 * instances of the same API in this process, one recording (subject), one not (baseline).
 * Target: at least 0.9× the throughput.
 *
 * Both sides of a round book into the same window of nights, each into its own half of the units
 * (alternate ones, so both halves have the same mix of room counts), with the same bodies
 * otherwise, but for guests of their own: they meet equally empty nights and so the same share of
 * 409 answers, and each inserts its guests.
 */
import { LoadOptions } from './autocannon-runner';
import { Scenario } from './scenarios';

export const EVENT_SCENARIO_NAMES = ['events-create-spread'] as const;

export function buildEventScenarios(inventory: Scenario[], apiBase: string, unrecordedApiBase: string): Scenario[] {
  const measured = inventory.find((scenario) => scenario.name === 'create-spread');
  if (!measured) throw new Error('No create-spread scenario to measure the event log on.');
  const loads = new Map<number, LoadOptions>();
  const halfOf = (round: number, half: 0 | 1): LoadOptions => {
    if (!loads.has(round)) loads.set(round, measured.subject(round));
    const load = loads.get(round) as LoadOptions;
    if (!load.createBodies) throw new Error('create-spread sends no generated bodies.');
    const unitIds = load.createBodies.unitIds.filter((_, index) => index % 2 === half);
    return { ...load, createBodies: { ...load.createBodies, unitIds, guests: `half-${half}` } };
  };
  return [
    {
      name: 'events-create-spread',
      title: `${measured.title}; events and audit recorded (subject) against not recorded (baseline), each side on half of the units`,
      subject: (round) => halfOf(round, 0),
      baseline: (round) => {
        const load = halfOf(round, 1);
        return { ...load, url: load.url.replace(apiBase, unrecordedApiBase) };
      },
      targets: [{ kind: 'ratio-at-least', metric: 'reqPerSec', factor: 0.9 }, { kind: 'inventory' }, { kind: 'no-errors' }],
      writes: true,
      rounds: 5,
    },
  ];
}
