/**
 * Housekeeping: GET /tasks for the busiest day of departures over the whole workspace, with half
 * the properties' automatic cleaning on, against the same statement served bare (the task's JSON as
 * the API builds it, its joins and order; both sides' task ids are first checked equal); and creates
 * on units whose property makes a cleaning per stay against creates on units whose property does not.
 */
import { addDays } from '@innkeep/domain';
import { TaskSql } from '@innkeep/persistence/bench';
import { DataSource } from 'typeorm';

import { LoadOptions } from './autocannon-runner';
import { BareServer, listenBareWithPool, sendJson } from './bare-http';
import { GeneratedWorkspace } from './generate-workspace';
import { seedOf } from './prng';
import { NightWindows, Scenario } from './scenarios';

export const TASK_SCENARIO_NAMES = ['tasks-day', 'create-with-task'] as const;

/** $1 workspace, $2 first day, $3 last day (inclusive), $4 rows. */
const TASKS_OF_DAYS_SQL = `
SELECT ${TaskSql.TASK_JSON}::text AS task
  FROM tasks t ${TaskSql.TASK_JOINS}
 WHERE t.workspace_id = $1 AND t.due_date BETWEEN $2::date AND $3::date
 ORDER BY t.due_date, t.id
 LIMIT $4`;

export async function startBaselineTaskServer(options: { databaseUrl: string; workspaceId: string; poolSize: number }): Promise<BareServer> {
  return listenBareWithPool(options, 'tasks', (pool) => (request, response) => {
    const url = new URL(request.url ?? '/', 'http://baseline');
    if (request.method !== 'GET' || url.pathname !== '/tasks') return sendJson(response, 404, '{"statusCode":404}');
    const take = Number(url.searchParams.get('take') ?? 100);
    pool.query(TASKS_OF_DAYS_SQL, [options.workspaceId, url.searchParams.get('from'), url.searchParams.get('to'), take]).then(
      (result) => sendJson(response, 200, `{"tasks":[${result.rows.map((row: { task: string }) => row.task).join(',')}],"nextCursor":null}`),
      (error: Error) => sendJson(response, 500, JSON.stringify({ statusCode: 500, msg: error.message })),
    );
  });
}

export interface PreparedTasks {
  /** The day with the most tasks, and how many. */
  day: string;
  tasks: number;
  /** Properties with automatic cleaning on, and the others. */
  cleaned: string[];
  uncleaned: string[];
}

/**
 * Turns automatic cleaning on for every other property (through the API, as a host would), so
 * that creates can be compared with and without it, and answers the day with the most tasks.
 */
export async function prepareTasks(dataSource: DataSource, workspace: GeneratedWorkspace, apiBase: string): Promise<PreparedTasks> {
  const properties = (
    (await dataSource.query(`SELECT id FROM properties WHERE workspace_id = $1 ORDER BY id`, [workspace.workspaceId])) as { id: string }[]
  ).map((row) => row.id);
  const cleaned = properties.filter((_, index) => index % 2 === 0);
  for (const id of cleaned) {
    const response = await fetch(`${apiBase}/properties/${id}/task-settings`, {
      method: 'PUT',
      headers: { authorization: workspace.apiKey, 'content-type': 'application/json' },
      body: JSON.stringify({ autoCleaning: true, checklist: ['Change the bed linen', 'Clean the bathroom', 'Restock the kitchen'] }),
    });
    if (!response.ok) throw new Error(`task settings of ${id}: ${response.status} ${await response.text()}`);
  }
  const [busiest] = (await dataSource.query(
    `SELECT to_char(due_date, 'YYYY-MM-DD') AS day, count(*)::int AS tasks FROM tasks WHERE workspace_id = $1 GROUP BY due_date ORDER BY count(*) DESC, due_date LIMIT 1`,
    [workspace.workspaceId],
  )) as { day: string; tasks: number }[];
  if (!busiest) throw new Error('No automatic cleaning was made');
  return { ...busiest, cleaned, uncleaned: properties.filter((id) => !cleaned.includes(id)) };
}

/** Whether both sides answer the same tasks, in the same order, for the day. */
export async function tasksAgree(apiBase: string, baseline: string, workspace: GeneratedWorkspace, day: string): Promise<boolean> {
  const query = `from=${day}&to=${day}&take=200`;
  const ids = async (url: string, headers: Record<string, string>) =>
    ((await (await fetch(url, { headers })).json()) as { tasks: { id: string }[] }).tasks.map((task) => task.id).join();
  return (await ids(`${apiBase}/tasks?${query}`, { authorization: workspace.apiKey })) === (await ids(`${baseline}/tasks?${query}`, {}));
}

export function buildTaskScenarios(env: {
  workspace: GeneratedWorkspace;
  apiBase: string;
  taskBaseline: string;
  prepared: PreparedTasks;
  durationSeconds: number;
  createAmount: number;
}): Scenario[] {
  const { day, tasks, cleaned } = env.prepared;
  const query = `from=${day}&to=${day}&take=200`;
  const auth = { authorization: env.workspace.apiKey };
  // Stays of their own, after every night the other create scenarios book.
  const windows = new NightWindows(addDays(env.workspace.lastNight, 200));
  const unitsOf = (withCleaning: boolean) => env.workspace.units.filter((unit) => cleaned.includes(unit.propertyId) === withCleaning).map((unit) => unit.id);
  const createRun =
    (side: string, unitIds: string[]) =>
    (round: number): LoadOptions => ({
      url: `${env.apiBase}/reservations`,
      method: 'POST',
      connections: 32,
      amount: env.createAmount,
      headers: auth,
      createBodies: { unitIds, windowStart: windows.take(365), windowNights: 365, seed: seedOf('create-with-task', side, round), maxNights: 4, guests: side },
    });
  return [
    {
      name: 'create-with-task',
      title: `POST /reservations, 32 clients, on units whose property makes cleanings (${unitsOf(true).length}) vs on units whose property does not (${unitsOf(false).length}), ${env.createAmount} requests per run`,
      subject: createRun('with-task', unitsOf(true)),
      baseline: createRun('without-task', unitsOf(false)),
      targets: [{ kind: 'ratio-at-least', metric: 'reqPerSec', factor: 0.9 }, { kind: 'inventory' }, { kind: 'no-errors' }],
      writes: true,
    },
    {
      name: 'tasks-day',
      title: `GET /tasks for the busiest day (${tasks} tasks), ${env.workspace.units.length} units, 8 connections, ${env.durationSeconds} s per run`,
      subject: () => ({
        url: `${env.apiBase}/tasks?${query}`,
        connections: 8,
        duration: env.durationSeconds,
        headers: { authorization: env.workspace.apiKey },
      }),
      baseline: () => ({ url: `${env.taskBaseline}/tasks?${query}`, connections: 8, duration: env.durationSeconds }),
      targets: [{ kind: 'ratio-at-most', metric: 'p50', factor: 1.5 }, { kind: 'no-errors' }],
      writes: false,
    },
  ];
}
