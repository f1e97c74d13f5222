/**
 * `npm run bench`: generates the benchmark workspace in a throwaway embedded PostgreSQL (or in
 * DATABASE_URL), starts the real API in this process and the bare baselines beside it, measures
 * each scenario against its baseline (warm-up, then three interleaved rounds, medians), prints a
 * table per scenario and writes bench-results.json in the working directory.
 *
 * Timing misses are reported, not failed on; a broken inventory (an overbooked night, counters
 * that disagree with the rows) exits with 1.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { apiVersion, startApiServer } from '@innkeep/api';
import { startThrowawayEmbeddedPostgres } from '@innkeep/embedded-postgres';
import { openDatabase } from '@innkeep/persistence/bench';
import { createRuntime, createServerLog, loadConfig } from '@innkeep/server';
import pino from 'pino';

import { LoadResult, runLoad } from './autocannon-runner';
import { startBaselineCalendarServer } from './baseline-calendar-server';
import { startBaselineCreateServer } from './baseline-create';
import { startBaselineRatesServer } from './baseline-rates-server';
import { startBaselineReportServer } from './baseline-report-server';
import { parseBenchArgs } from './bench-args';
import { BENCH_SCHEDULE_FUNCTION_2026_11, STATEMENTS_2026_11 } from './calendar-statements-2026-11';
import { ChannelSyncResult, measureChannelSync, renderChannelSync } from './channel-sync';
import { CliStartResult, measureCliStart, renderCliStart } from './cli-start';
import { compare } from './compare';
import {
  buildConnectorScenarios,
  CONNECTOR_SCENARIO_NAMES,
  ConnectorDeliveryResult,
  measureConnectorDelivery,
  renderConnectorDelivery,
} from './connector-scenarios';
import { buildEventScenarios, EVENT_SCENARIO_NAMES } from './event-scenarios';
import { FULL_WORKSPACE, generateWorkspace, QUICK_WORKSPACE } from './generate-workspace';
import { GuestSearchResult, measureGuestSearch, renderGuestSearch } from './guest-search';
import { HostStalls, STALL_MS } from './host-stalls';
import { LedgerResult, measureLedger, renderLedger } from './ledger-payments';
import { buildLoggingScenarios, LOGGING_SCENARIO_NAMES } from './logging-scenarios';
import { describeMachine } from './machine';
import { checkParity, parityProblems } from './parity-check';
import { measureDatabaseOf } from './process-cpu';
import { rerunWithBenchFlags } from './quiet-heap';
import { QUOTA_SCENARIO_NAMES, QuotaRaceResult, renderRace, startQuotaBench } from './quota-scenarios';
import { measureQuoteCosts, QuoteCost, renderQuoteCosts } from './quote-costs';
import { buildRatesScenarios, RATES_SCENARIO_NAMES } from './rates-scenarios';
import { judge, renderMachine, renderScenario, ScenarioReport } from './report';
import { buildReportScenarios, REPORT_SCENARIO_NAMES, reportsAgree } from './report-scenarios';
import { SCALE_SCENARIO_NAMES, ScaleBench, startScaleBench } from './scale-scenarios';
import { buildScenarios, ScenarioEnvironment } from './scenarios';
import { startApiProcess, startBaselineCalendarProcess, startBaselineCreateProcess } from './server-process';
import { settleDatabase } from './settle-database';
import { measureSitePage, renderSitePage, SitePageResult } from './site-page';
import { buildSteadyScenarios, STEADY_SCENARIO_NAMES } from './steady-scenarios';
import { buildTaskScenarios, prepareTasks, startBaselineTaskServer, TASK_SCENARIO_NAMES, tasksAgree } from './task-scenarios';
import { checkInventory, inventoryIsSound } from './verify-inventory';
import { measureWebhookDelivery, renderWebhookDelivery, WebhookDeliveryResult } from './webhook-delivery';

/** Connections per pool, the API's and each baseline's alike. */
const POOL_SIZE = 10;

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const hostStalls = (stalls: HostStalls) =>
  `host stalled ${stalls.count}× by > ${STALL_MS} ms${stalls.count ? ` (≤ ${stalls.longestMs.toFixed(0)} ms)` : ''}${stalls.realTime ? '' : ' (probe not real-time)'}`;

const brief = (result: LoadResult) =>
  `${result.requests} responses in ${result.seconds.toFixed(2)} s, ${result.reqPerSec.toFixed(1)} req/s, p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, ${result.bodyBytes} B/body, ${(result.serverCpuMs ?? 0).toFixed(2)} CPU ms/req, ${result.databaseCpuMs === undefined ? '' : `${result.databaseCpuMs.toFixed(2)} database CPU ms/req, `}${result.serverStallMs === undefined ? '' : `loop stall ≤ ${result.serverStallMs.toFixed(0)} ms, GC pause ≤ ${(result.serverGcMs ?? 0).toFixed(0)} ms, `}${result.hostStalls ? `${hostStalls(result.hostStalls)}, ` : ''}${result.senderLateMs === undefined ? '' : `sent ≤ ${result.senderLateMs.toFixed(0)} ms late, `}${Object.entries(
    result.statuses,
  )
    .map(([status, count]) => `${status}×${count}`)
    .join(' ')}${result.errors ? `, errors×${result.errors}` : ''}`;

async function main(): Promise<number> {
  const args = parseBenchArgs(process.argv.slice(2));
  const cleanups: (() => Promise<void>)[] = [];
  const cleanUp = async () => {
    for (const step of cleanups.reverse()) await step().catch((error) => console.error('Cleanup failed:', error));
  };
  process.once('SIGINT', () => void cleanUp().then(() => process.exit(130)));

  try {
    let databaseUrl = process.env.DATABASE_URL;
    if (!databaseUrl) {
      const postgres = await startThrowawayEmbeddedPostgres({ name: 'bench', port: 0, database: 'innkeep_bench' });
      cleanups.push(() => postgres.stop());
      databaseUrl = postgres.url;
      console.log(`Embedded PostgreSQL on 127.0.0.1:${postgres.port} (data in ${postgres.clusterDir})`);
      // Its first line is the postmaster's pid: the database CPU figures count that server alone.
      measureDatabaseOf(Number(readFileSync(join(postgres.clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0]));
    }
    const dataSource = await openDatabase({ url: databaseUrl, poolSize: POOL_SIZE });
    cleanups.push(() => dataSource.destroy());
    const machine = await describeMachine(dataSource);
    console.log(renderMachine(machine));

    const size = args.quick ? QUICK_WORKSPACE : FULL_WORKSPACE;
    console.log(`Generating ${size.units} units, ${size.nights} nights, ${size.reservations} reservations, ${size.blocks} blocks…`);
    const workspace = await generateWorkspace(dataSource, { size, seed: args.seed });
    const s = workspace.seconds;
    console.log(
      `Generated in ${s.total.toFixed(1)} s (plan ${s.plan.toFixed(1)}, insert ${s.insert.toFixed(1)}, counters ${s.counters.toFixed(1)}, analyze ${s.analyze.toFixed(1)}): ` +
        Object.entries(workspace.counts)
          .map(([name, count]) => `${count} ${name}`)
          .join(', '),
    );
    const generated = await checkInventory(dataSource, workspace.workspaceId);
    console.log(
      `Counters vs rows after generation: ${generated.mismatched} mismatched, ${generated.overCapacity} over capacity of ${generated.nights} unit-nights`,
    );

    const [apiPort, mcpPort] = [await freePort(), await freePort()];
    // No log: the scenarios measure the API's layers; the logging ones measure the log on its own.
    const settings = { API_PORT: String(apiPort), MCP_PORT: String(mcpPort), API_LIMIT: '100000000', API_WRITE_LIMIT: '100000000', LOG_LEVEL: 'silent' };
    const config = loadConfig(settings);
    const runtime = createRuntime(config, dataSource, { version: apiVersion() });
    cleanups.push(() => runtime.close());
    const api = await startApiServer(runtime);
    cleanups.push(() => api.close());
    const calendarBaseline = await startBaselineCalendarServer({ databaseUrl, workspaceId: workspace.workspaceId, poolSize: POOL_SIZE });
    cleanups.push(() => calendarBaseline.close());
    await dataSource.query(BENCH_SCHEDULE_FUNCTION_2026_11);
    const calendarBefore = await startBaselineCalendarServer({
      databaseUrl,
      workspaceId: workspace.workspaceId,
      poolSize: POOL_SIZE,
      statements: STATEMENTS_2026_11,
    });
    cleanups.push(() => calendarBefore.close());
    const createBaseline = await startBaselineCreateServer({ databaseUrl, workspaceId: workspace.workspaceId, poolSize: POOL_SIZE });
    cleanups.push(() => createBaseline.close());
    const wanted = (name: string) => (args.scenarios as readonly string[]).includes(name);
    // The statements' own cost: each bare server in a process of its own, so that node CPU is that server's.
    let statementProcesses: ScenarioEnvironment['statementProcesses'];
    if (wanted('calendar-month-statements')) {
      const today = await startBaselineCalendarProcess({ databaseUrl, workspaceId: workspace.workspaceId, poolSize: POOL_SIZE });
      cleanups.push(() => today.stop());
      const before = await startBaselineCalendarProcess({
        databaseUrl,
        workspaceId: workspace.workspaceId,
        poolSize: POOL_SIZE,
        statements: STATEMENTS_2026_11,
      });
      cleanups.push(() => before.stop());
      statementProcesses = { today, before };
    }
    const urls = {
      apiBase: `http://127.0.0.1:${api.port}/public/v1`,
      calendarBaseline: calendarBaseline.origin,
      calendarBefore: calendarBefore.origin,
      createBaseline: createBaseline.origin,
    };
    console.log(`API on ${urls.apiBase}; baselines on ${urls.calendarBaseline} (calendar) and ${urls.createBaseline} (create); pools of ${POOL_SIZE}`);

    const parity = await checkParity(workspace, urls);
    console.log(
      `Parity: calendar body ${parity.calendarSameBody ? 'identical' : 'DIFFERENT'} (${parity.calendarBytes.api} / ${parity.calendarBytes.baseline} B), statements of 2026-11-28 ${parity.calendarStatementsSameBody ? 'identical' : 'DIFFERENT'}; ` +
        `create ${parity.createStatuses.api} / ${parity.createStatuses.baseline}, shape ${parity.createSameShape ? 'same' : `different (only the API's: ${parity.createShapeDifference.onlyApi.join(', ') || 'none'}; only the baseline's: ${parity.createShapeDifference.onlyBaseline.join(', ') || 'none'})`}, price ${parity.createSamePrice ? 'same' : 'DIFFERENT'}`,
    );
    // A baseline that answers otherwise than the API measures nothing: stop before measuring.
    const problems = parityProblems(parity);
    if (problems.length) throw new Error(`Parity failed: ${problems.join('; ')}.`);

    const inventoryScenarios = buildScenarios({
      workspace,
      ...urls,
      statementProcesses,
      durationSeconds: args.durationSeconds,
      createAmount: args.createAmount,
    });
    const scenarios = inventoryScenarios.filter((scenario) => wanted(scenario.name));
    if (STEADY_SCENARIO_NAMES.some(wanted)) {
      console.log('\nSteady-rate runs: measuring the saturated rates first');
      const apiProcess = await startApiProcess(await freePort(), { ...settings, DATABASE_URL: databaseUrl });
      cleanups.push(() => apiProcess.stop());
      const baselineProcess = await startBaselineCreateProcess({ databaseUrl, workspaceId: workspace.workspaceId, poolSize: POOL_SIZE });
      cleanups.push(() => baselineProcess.stop());
      console.log(
        `  API process on ${apiProcess.origin} (pid ${apiProcess.pid}); create baseline process on ${baselineProcess.origin} (pid ${baselineProcess.pid})`,
      );
      scenarios.push(
        ...(await buildSteadyScenarios({
          dataSource,
          workspace,
          inventory: inventoryScenarios,
          inventoryApiBase: urls.apiBase,
          inventoryCreateBaseline: urls.createBaseline,
          api: { base: `${apiProcess.origin}/public/v1`, pid: apiProcess.pid },
          createBaseline: { base: baselineProcess.origin, pid: baselineProcess.pid },
          durationSeconds: args.durationSeconds,
          wanted,
        })),
      );
    }
    if (LOGGING_SCENARIO_NAMES.some(wanted)) {
      // A second instance of the API, logging as deployed (info, one JSON line per request) to a file.
      const logDir = mkdtempSync(join(tmpdir(), 'innkeep-bench-log-'));
      cleanups.push(async () => rmSync(logDir, { recursive: true, force: true }));
      const loggedPort = await freePort();
      const loggedConfig = loadConfig({ ...settings, API_PORT: String(loggedPort), LOG_LEVEL: 'info' });
      const log = createServerLog('info', pino.destination({ dest: join(logDir, 'access.log'), sync: true }));
      const loggedRuntime = createRuntime(loggedConfig, dataSource, { version: apiVersion(), log });
      cleanups.push(() => loggedRuntime.close());
      const loggedApi = await startApiServer(loggedRuntime);
      cleanups.push(() => loggedApi.close());
      const loggedApiBase = `http://127.0.0.1:${loggedApi.port}/public/v1`;
      console.log(`API with JSON access logs on ${loggedApiBase}, writing to ${join(logDir, 'access.log')}`);
      scenarios.push(...buildLoggingScenarios(inventoryScenarios, urls.apiBase, loggedApiBase).filter((scenario) => wanted(scenario.name)));
    }
    if (EVENT_SCENARIO_NAMES.some(wanted)) {
      // More instances of the API: one recording audit entries but no events, one recording neither.
      const startUnrecorded = async (recording: { eventLog: false; auditLog?: false }) => {
        const port = await freePort();
        const unrecordedRuntime = createRuntime(loadConfig({ ...settings, API_PORT: String(port) }), dataSource, { version: apiVersion(), ...recording });
        cleanups.push(() => unrecordedRuntime.close());
        const unrecordedApi = await startApiServer(unrecordedRuntime);
        cleanups.push(() => unrecordedApi.close());
        return `http://127.0.0.1:${unrecordedApi.port}/public/v1`;
      };
      const bases = { eventless: await startUnrecorded({ eventLog: false }), unrecorded: await startUnrecorded({ eventLog: false, auditLog: false }) };
      scenarios.push(...buildEventScenarios(inventoryScenarios, urls.apiBase, bases).filter((scenario) => wanted(scenario.name)));
    }
    if (CONNECTOR_SCENARIO_NAMES.some(wanted)) {
      const connector = await buildConnectorScenarios({
        dataSource,
        secrets: runtime.secrets,
        workspace,
        apiBase: urls.apiBase,
        amount: args.quick ? 20 : 300,
      });
      scenarios.push(...connector.filter((scenario) => wanted(scenario.name)));
    }
    if (RATES_SCENARIO_NAMES.some(wanted)) {
      const ratesBaseline = await startBaselineRatesServer({ databaseUrl, workspaceId: workspace.workspaceId, poolSize: POOL_SIZE });
      cleanups.push(() => ratesBaseline.close());
      const rates = await buildRatesScenarios({
        dataSource,
        workspace,
        apiBase: urls.apiBase,
        ratesBaseline: ratesBaseline.origin,
        amount: args.quick ? 3 : 20,
      });
      scenarios.push(...rates.filter((scenario) => wanted(scenario.name)));
    }
    if (REPORT_SCENARIO_NAMES.some(wanted)) {
      const reportBaseline = await startBaselineReportServer({ databaseUrl, workspaceId: workspace.workspaceId, poolSize: POOL_SIZE });
      cleanups.push(() => reportBaseline.close());
      const reportEnv = { workspace, apiBase: urls.apiBase, reportBaseline: reportBaseline.origin };
      const agreement = await reportsAgree(reportEnv);
      console.log(
        `Parity: report totals ${agreement.same ? 'identical' : `DIFFERENT (API ${JSON.stringify(agreement.api)}, baseline ${JSON.stringify(agreement.baseline)})`}`,
      );
      scenarios.push(...buildReportScenarios(reportEnv).filter((scenario) => wanted(scenario.name)));
    }
    // Last: automatic cleaning, once on, makes every later create in the workspace write its task too.
    if (TASK_SCENARIO_NAMES.some(wanted)) {
      const taskBaseline = await startBaselineTaskServer({ databaseUrl, workspaceId: workspace.workspaceId, poolSize: POOL_SIZE });
      cleanups.push(() => taskBaseline.close());
      const prepared = await prepareTasks(dataSource, workspace, urls.apiBase);
      console.log(
        `Parity: tasks of ${prepared.day} (${prepared.tasks}) ${(await tasksAgree(urls.apiBase, taskBaseline.origin, workspace, prepared.day)) ? 'identical' : 'DIFFERENT'}`,
      );
      scenarios.push(
        ...buildTaskScenarios({
          workspace,
          apiBase: urls.apiBase,
          taskBaseline: taskBaseline.origin,
          prepared,
          durationSeconds: args.durationSeconds,
          createAmount: args.createAmount,
        }).filter((scenario) => wanted(scenario.name)),
      );
    }
    let scale: ScaleBench | undefined;
    if (SCALE_SCENARIO_NAMES.some(wanted)) {
      const { tenants, largeUnits } = args.scaleSize;
      console.log(
        `\nFlat cost: the large data set, ${tenants.toLocaleString('en')} small workspaces and one of ${largeUnits.toLocaleString('en')} units, three years of nights`,
      );
      scale = await startScaleBench({
        dataSource,
        databaseUrl,
        scaleDatabaseUrl: process.env.BENCH_SCALE_DATABASE_URL,
        size: args.scaleSize,
        seed: args.seed,
        durationSeconds: args.durationSeconds,
        createAmount: args.createAmount,
        poolSize: POOL_SIZE,
      });
      cleanups.push(() => scale!.close());
      const { counts } = scale.large;
      console.log(
        `  ${scale.large.reused ? 'Found' : 'Generated'} in ${scale.large.seconds.toFixed(0)} s: ${Object.entries(counts)
          .map(([name, count]) => `${count.toLocaleString('en')} ${name}`)
          .join(', ')}; ` +
          `counters vs rows (the probe on both sides, the large tenant, three small ones): ${scale.generatedInventory.mismatched} mismatched, ${scale.generatedInventory.overCapacity} over capacity of ${scale.generatedInventory.nights.toLocaleString('en')} unit-nights`,
      );
      scenarios.push(...scale.scenarios.filter((scenario) => wanted(scenario.name)));
    }
    const quota =
      QUOTA_SCENARIO_NAMES.some(wanted) || wanted('quota-race')
        ? await startQuotaBench({ dataSource, databaseUrl, workspace, durationSeconds: args.durationSeconds })
        : undefined;
    if (quota) {
      cleanups.push(() => quota.close());
      scenarios.push(...quota.scenarios.filter((scenario) => wanted(scenario.name)));
    }
    const reports: ScenarioReport[] = [];
    for (const scenario of scenarios) {
      console.log(`\n${scenario.name}: ${scenario.title}`);
      await settleDatabase(dataSource);
      await scenario.prepare?.();
      const comparison = await compare(
        { run: (round) => runLoad(scenario.subject(round)) },
        { run: (round) => runLoad(scenario.baseline(round)) },
        { rounds: scenario.rounds, onRun: (label, result) => console.log(`  ${label.padEnd(18)} ${brief(result)}`) },
      );
      const inventory = scenario.writes ? await (scenario.inventory?.() ?? checkInventory(dataSource, workspace.workspaceId)) : undefined;
      const verdicts = scenario.targets.map((target) => judge(target, comparison.subject, comparison.baseline, inventory));
      reports.push({ name: scenario.name, title: scenario.title, comparison, inventory, verdicts });
    }

    const races: QuotaRaceResult[] = [];
    if (quota && wanted('quota-race')) {
      for (let i = 0; i < 3; i += 1) races.push(await quota.race());
    }

    let cliStart: CliStartResult | undefined;
    if (wanted('cli-start')) {
      console.log('\ncli-start: `innkeep --help` as a process');
      cliStart = await measureCliStart(args.quick ? 5 : 20);
    }

    let channelSync: ChannelSyncResult | undefined;
    if (wanted('channel-sync')) {
      console.log('\nchannel-sync: 200 iCal connections × 500 events from a local fake channel');
      channelSync = await measureChannelSync(dataSource);
    }

    let webhookDelivery: WebhookDeliveryResult | undefined;
    if (wanted('webhook-delivery')) {
      console.log('\nwebhook-delivery: a backlog of 10,000 events and 20 quiet tenants, to a local receiver');
      webhookDelivery = await measureWebhookDelivery(dataSource);
    }
    let connectorDelivery: ConnectorDeliveryResult | undefined;
    if (wanted('connector-delivery')) {
      console.log('\nconnector-delivery: 10,000 price changes across 100 mapped units to a local connector');
      connectorDelivery = await measureConnectorDelivery(dataSource, runtime.secrets, workspace.workspaceId);
    }
    let guestSearch: GuestSearchResult | undefined;
    if (wanted('guest-search')) {
      console.log('\nguest-search: GET /guests?search= over 100,000 guests');
      guestSearch = await measureGuestSearch(dataSource, { workspaceId: workspace.workspaceId, apiBase: urls.apiBase, apiKey: workspace.apiKey });
    }
    let ledger: LedgerResult | undefined;
    if (wanted('ledger')) {
      console.log('\nledger: 16 clients recording payments on 1,000 reservations, against a bare INSERT + UPDATE transaction');
      ledger = await measureLedger(dataSource, {
        databaseUrl,
        workspaceId: workspace.workspaceId,
        apiBase: urls.apiBase,
        apiKey: workspace.apiKey,
        requestsPerRun: args.quick ? 400 : 4_000,
        poolSize: POOL_SIZE,
      });
    }
    let sitePage: SitePageResult | undefined;
    if (wanted('site-page')) {
      console.log('\nsite-page: the direct-booking website’s property page, 32 connections');
      sitePage = await measureSitePage(dataSource, workspace, urls.apiBase, args.durationSeconds);
    }

    let quoteCosts: QuoteCost[] | undefined;
    if (wanted('quotes')) {
      console.log('\nquotes: the stay check and the website quote with fees and taxes, against without');
      quoteCosts = await measureQuoteCosts(dataSource, workspace, urls.apiBase, args.durationSeconds);
    }

    console.log(`\n${renderMachine(machine)}`);
    console.log(
      `Data: ${workspace.counts.units} units, ${workspace.counts.reservations} reservations, ${workspace.counts.blocks} blocks, generated in ${s.total.toFixed(1)} s${args.quick ? ' (--quick: a smoke test, not a measurement)' : ''}`,
    );
    for (const report of reports) console.log(`\n${renderScenario(report)}`);
    for (const race of races) console.log(`\n${renderRace(race)}`);
    if (cliStart) console.log(`\n${renderCliStart(cliStart)}`);
    if (channelSync) console.log(`\n${renderChannelSync(channelSync)}`);
    if (webhookDelivery) console.log(`\n${renderWebhookDelivery(webhookDelivery)}`);
    if (connectorDelivery) console.log(`\n${renderConnectorDelivery(connectorDelivery)}`);
    if (guestSearch) console.log(`\n${renderGuestSearch(guestSearch)}`);
    if (sitePage) console.log(`\n${renderSitePage(sitePage)}`);
    if (ledger) console.log(`\n${renderLedger(ledger)}`);
    if (quoteCosts) console.log(`\n${renderQuoteCosts(quoteCosts)}`);

    const finalInventory = await checkInventory(dataSource, workspace.workspaceId);
    console.log(
      `\nOverbooking check (SQL, whole workspace): ${finalInventory.overCapacity + finalInventory.oversold + finalInventory.overbooked} bad nights ` +
        `(over capacity ${finalInventory.overCapacity}, oversold ${finalInventory.oversold}, overbooked ${finalInventory.overbooked}), ` +
        `${finalInventory.mismatched} unit-nights whose counters differ from the rows, of ${finalInventory.nights}`,
    );
    if (finalInventory.samples.length) console.log('  e.g.', JSON.stringify(finalInventory.samples));

    const output = resolve(process.cwd(), 'bench-results.json');
    writeFileSync(
      output,
      `${JSON.stringify({ measuredAt: new Date().toISOString(), machine, args, poolSize: POOL_SIZE, workspace: { counts: workspace.counts, seconds: workspace.seconds, firstNight: workspace.firstNight, lastNight: workspace.lastNight }, parity, scale: scale && { size: args.scaleSize, counts: scale.large.counts, seconds: scale.large.seconds, reused: scale.large.reused, generatedInventory: scale.generatedInventory }, scenarios: reports, races, cliStart, channelSync, webhookDelivery, connectorDelivery, guestSearch, sitePage, ledger, quoteCosts, inventory: finalInventory }, null, 2)}\n`,
    );
    console.log(`Results written to ${output}`);
    return inventoryIsSound(finalInventory) &&
      inventoryIsSound(generated) &&
      (!scale || inventoryIsSound(scale.generatedInventory)) &&
      races.every((race) => race.pass)
      ? 0
      : 1;
  } finally {
    await cleanUp();
  }
}

const rerun = rerunWithBenchFlags();
(rerun ?? main()).then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
