/**
 * Before measuring, checks that each baseline answers what the API answers: the calendar byte for
 * byte, and a create with the same status, the same JSON keys and the same price. A baseline that
 * does less work than the API would flatter nothing but itself.
 */
import { addDays } from '@innkeep/domain';

import { GeneratedWorkspace } from './generate-workspace';

export interface Parity {
  calendarSameBody: boolean;
  calendarBytes: { api: number; baseline: number };
  /** The calendar's statements of today and of 2026-11-28 answer the same bytes. */
  calendarStatementsSameBody: boolean;
  createStatuses: { api: number; baseline: number };
  createSameShape: boolean;
  /** Keys one create answer has and the other lacks, when the shapes differ. */
  createShapeDifference: { onlyApi: string[]; onlyBaseline: string[] };
  createSamePrice: boolean;
}

function keysOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [];
  return Object.entries(value)
    .flatMap(([key, inner]) => [`${prefix}${key}`, ...keysOf(inner, `${prefix}${key}.`)])
    .sort();
}

export async function checkParity(
  workspace: GeneratedWorkspace,
  urls: { apiBase: string; calendarBaseline: string; calendarBefore: string; createBaseline: string },
): Promise<Parity> {
  const auth = { authorization: `Bearer ${workspace.apiKey}` };
  const query = `from=${workspace.firstNight}&to=${addDays(workspace.firstNight, 30)}&propertyId=${workspace.flagshipPropertyId}`;
  const [apiCalendar, baselineCalendar, beforeCalendar] = await Promise.all([
    fetch(`${urls.apiBase}/calendar?${query}`, { headers: auth }).then((response) => response.text()),
    fetch(`${urls.calendarBaseline}/calendar?${query}`).then((response) => response.text()),
    fetch(`${urls.calendarBefore}/calendar?${query}`).then((response) => response.text()),
  ]);

  // The same unit, a week apart (so the same weekdays and price), just after the generated year;
  // the scenarios book further on.
  const unit = workspace.units.find((candidate) => candidate.propertyId !== workspace.flagshipPropertyId) ?? workspace.units[0];
  const post = async (url: string, offset: number, headers: Record<string, string>) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        unitId: unit.id,
        arrivalDate: addDays(workspace.lastNight, 2 + offset),
        departureDate: addDays(workspace.lastNight, 6 + offset),
        source: 'DIRECT',
        guest: { firstName: 'Parity', lastName: 'Check', email: 'parity@example.test' },
      }),
    });
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  };
  const api = await post(`${urls.apiBase}/reservations`, 0, auth);
  const baseline = await post(`${urls.createBaseline}/reservations`, 7, {});
  return {
    calendarSameBody: apiCalendar === baselineCalendar,
    calendarBytes: { api: Buffer.byteLength(apiCalendar), baseline: Buffer.byteLength(baselineCalendar) },
    calendarStatementsSameBody: baselineCalendar === beforeCalendar,
    createStatuses: { api: api.status, baseline: baseline.status },
    createSameShape: JSON.stringify(keysOf(api.json)) === JSON.stringify(keysOf(baseline.json)),
    createShapeDifference: {
      onlyApi: keysOf(api.json).filter((key) => !keysOf(baseline.json).includes(key)),
      onlyBaseline: keysOf(baseline.json).filter((key) => !keysOf(api.json).includes(key)),
    },
    createSamePrice: api.json.totalAmountMinor !== undefined && api.json.totalAmountMinor === baseline.json.totalAmountMinor,
  };
}

/**
 * What makes a comparison meaningless: a calendar baseline answering other bytes, a create baseline
 * refusing, pricing otherwise or answering a key the API does not. The API's create answers more than
 * its baseline (the priced `quote`, which the baseline's SQL does not build): that only handicaps the API.
 */
export function parityProblems(parity: Parity): string[] {
  return [
    ...(parity.calendarSameBody ? [] : ['the calendar baseline answers other bytes than the API']),
    ...(parity.calendarStatementsSameBody ? [] : ["the calendar statements of 2026-11-28 answer other bytes than today's"]),
    ...(parity.createStatuses.api === 201 && parity.createStatuses.baseline === 201
      ? []
      : [`creates answered ${parity.createStatuses.api} (API) and ${parity.createStatuses.baseline} (baseline)`]),
    ...(parity.createSamePrice ? [] : ['the create baseline prices otherwise than the API']),
    ...(parity.createShapeDifference.onlyBaseline.length
      ? [`the create baseline answers keys the API does not: ${parity.createShapeDifference.onlyBaseline.join(', ')}`]
      : []),
  ];
}
