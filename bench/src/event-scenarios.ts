/**
 * What recording writes costs: create-spread against instances of the same API in this process.
 * `events-create-spread`: with the change feed (events, the feed's lock, webhook fan-out) against
 * without it, the audit log written on both sides; target at least 0.9× the throughput.
 * `recording-create-spread`: events and audit against neither, what all recording costs (no target
 * of its own, reported beside it).
 *
 * Both sides of a round book into the same window of nights, each into its own half of the units
 * (alternate ones, so both halves have the same mix of room counts), with the same bodies
 * otherwise, but for guests of their own: they meet equally empty nights and so the same share of
 * 409 answers, and each inserts its guests.
 */
import { LoadOptions } from './autocannon-runner';
import { Scenario } from './scenarios';

export const EVENT_SCENARIO_NAMES = ['events-create-spread', 'recording-create-spread'] as const;

export interface UnrecordedApis {
  /** The API recording audit entries but no events. */
  eventless: string;
  /** The API recording neither. */
  unrecorded: string;
}

export function buildEventScenarios(inventory: Scenario[], apiBase: string, bases: UnrecordedApis): Scenario[] {
  const measured = inventory.find((scenario) => scenario.name === 'create-spread');
  if (!measured) throw new Error('No create-spread scenario to measure the event log on.');
  const halves = (name: string) => {
    const loads = new Map<number, LoadOptions>();
    return (round: number, half: 0 | 1): LoadOptions => {
      if (!loads.has(round)) loads.set(round, measured.subject(round));
      const load = loads.get(round) as LoadOptions;
      if (!load.createBodies) throw new Error('create-spread sends no generated bodies.');
      const unitIds = load.createBodies.unitIds.filter((_, index) => index % 2 === half);
      return { ...load, createBodies: { ...load.createBodies, unitIds, guests: `${name}-half-${half}` } };
    };
  };
  const scenario = (name: string, title: string, baselineBase: string, targets: Scenario['targets']): Scenario => {
    const halfOf = halves(name);
    return {
      name,
      title: `${measured.title}; ${title}, each side on half of the units`,
      subject: (round) => halfOf(round, 0),
      baseline: (round) => {
        const load = halfOf(round, 1);
        return { ...load, url: load.url.replace(apiBase, baselineBase) };
      },
      targets: [...targets, { kind: 'inventory' }, { kind: 'no-errors' }],
      writes: true,
      rounds: 5,
    };
  };
  return [
    scenario('events-create-spread', 'events recorded (subject) against not (baseline), audit entries on both sides', bases.eventless, [
      { kind: 'ratio-at-least', metric: 'reqPerSec', factor: 0.9 },
    ]),
    scenario('recording-create-spread', 'events and audit entries recorded (subject) against neither (baseline)', bases.unrecorded, []),
  ];
}
