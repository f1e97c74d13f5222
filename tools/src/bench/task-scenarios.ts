/**
 * Housekeeping: GET /tasks for the busiest day of departures over the whole workspace, with every
 * property's automatic cleaning on, against the same statement served bare (the task's JSON as
 * the API builds it, its joins and order). Before measuring, both sides' task ids are checked equal.
 */
import { TaskSql } from '@innkeep/persistence';
import { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { POOL_IDLE_MILLIS } from '@innkeep/persistence';
import { BareServer, listenBare, sendJson } from './bare-http';
import { GeneratedWorkspace } from './generate-workspace';
import { Scenario } from './scenarios';

export const TASK_SCENARIO_NAMES = ['tasks-day'] as const;

/** $1 workspace, $2 first day, $3 last day (inclusive), $4 rows. */
const TASKS_OF_DAYS_SQL = `
SELECT ${TaskSql.TASK_JSON}::text AS task
  FROM tasks t ${TaskSql.TASK_JOINS}
 WHERE t.workspace_id = $1 AND t.due_date BETWEEN $2::date AND $3::date
 ORDER BY t.due_date, t.id
 LIMIT $4`;

export async function startBaselineTaskServer(options: { databaseUrl: string; workspaceId: string; poolSize: number }): Promise<BareServer> {
  const pool = new Pool({ connectionString: options.databaseUrl, max: options.poolSize, application_name: 'bench-baseline-tasks', idleTimeoutMillis: POOL_IDLE_MILLIS });
  const server = await listenBare((request, response) => {
    const url = new URL(request.url ?? '/', 'http://baseline');
    if (request.method !== 'GET' || url.pathname !== '/tasks') return sendJson(response, 404, '{"statusCode":404}');
    const take = Number(url.searchParams.get('take') ?? 100);
    pool.query(TASKS_OF_DAYS_SQL, [options.workspaceId, url.searchParams.get('from'), url.searchParams.get('to'), take]).then(
      (result) => sendJson(response, 200, `{"tasks":[${result.rows.map((row: { task: string }) => row.task).join(',')}],"nextCursor":null}`),
      (error: Error) => sendJson(response, 500, JSON.stringify({ statusCode: 500, msg: error.message })),
    );
  });
  return {
    origin: server.origin,
    close: async () => {
      await server.close();
      await pool.end();
    },
  };
}

/** Turns automatic cleaning on for every property (through the API, as a host would) and answers the day with the most tasks. */
export async function prepareTasks(dataSource: DataSource, workspace: GeneratedWorkspace, apiBase: string): Promise<{ day: string; tasks: number }> {
  const properties = (await dataSource.query(`SELECT id FROM properties WHERE workspace_id = $1`, [workspace.workspaceId])) as { id: string }[];
  for (const { id } of properties) {
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
  return busiest;
}

/** Whether both sides answer the same tasks, in the same order, for the day. */
export async function tasksAgree(apiBase: string, baseline: string, workspace: GeneratedWorkspace, day: string): Promise<boolean> {
  const query = `from=${day}&to=${day}&take=200`;
  const ids = async (url: string, headers: Record<string, string>) => ((await (await fetch(url, { headers })).json()) as { tasks: { id: string }[] }).tasks.map((task) => task.id).join();
  return (await ids(`${apiBase}/tasks?${query}`, { authorization: workspace.apiKey })) === (await ids(`${baseline}/tasks?${query}`, {}));
}

export function buildTaskScenarios(env: { workspace: GeneratedWorkspace; apiBase: string; taskBaseline: string; day: string; tasks: number; durationSeconds: number }): Scenario[] {
  const query = `from=${env.day}&to=${env.day}&take=200`;
  return [
    {
      name: 'tasks-day',
      title: `GET /tasks for the busiest day (${env.tasks} tasks), ${env.workspace.units.length} units, 8 connections, ${env.durationSeconds} s per run`,
      subject: () => ({ url: `${env.apiBase}/tasks?${query}`, connections: 8, duration: env.durationSeconds, headers: { authorization: env.workspace.apiKey } }),
      baseline: () => ({ url: `${env.taskBaseline}/tasks?${query}`, connections: 8, duration: env.durationSeconds }),
      targets: [{ kind: 'ratio-at-most', metric: 'p50', factor: 1.5 }, { kind: 'no-errors' }],
      writes: false,
    },
  ];
}
