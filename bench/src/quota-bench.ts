/**
 * The quota scenarios on their own, until `npm run bench` runs them:
 * `node bench/dist/src/quota-bench.js [--quick] [--duration <s>] [--races <n>] [--connections <n>]`.
 * Same method as the bench (generated workspace, warm-up, three interleaved rounds, medians);
 * timing misses are reported, not failed on; a race that lets more or fewer than the limit through
 * exits with 1.
 */
import { startThrowawayEmbeddedPostgres } from '@innkeep/embedded-postgres';
import { openDatabase } from '@innkeep/persistence/bench';

import { runLoad } from './autocannon-runner';
import { compare } from './compare';
import { FULL_WORKSPACE, generateWorkspace, QUICK_WORKSPACE } from './generate-workspace';
import { describeMachine } from './machine';
import { QuotaRaceResult, renderRace, startQuotaBench } from './quota-scenarios';
import { judge, renderMachine, renderScenario, ScenarioReport } from './report';

function option(argv: string[], flag: string, fallback: number): number {
  const index = argv.indexOf(flag);
  if (index === -1) return fallback;
  const value = Number(argv[index + 1]);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${flag} needs a whole number above 0.`);
  return value;
}

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  const quick = argv.includes('--quick');
  const durationSeconds = option(argv, '--duration', quick ? 2 : 10);
  const races = option(argv, '--races', 3);
  const authConnections = option(argv, '--connections', 128);
  const cleanups: (() => Promise<void>)[] = [];
  try {
    let databaseUrl = process.env.DATABASE_URL;
    if (!databaseUrl) {
      const postgres = await startThrowawayEmbeddedPostgres({ name: 'quota-bench', port: 0, database: 'innkeep_bench' });
      cleanups.push(() => postgres.stop());
      databaseUrl = postgres.url;
    }
    const dataSource = await openDatabase({ url: databaseUrl, poolSize: 10 });
    cleanups.push(() => dataSource.destroy());
    console.log(renderMachine(await describeMachine(dataSource)));
    const workspace = await generateWorkspace(dataSource, { size: quick ? QUICK_WORKSPACE : FULL_WORKSPACE });
    console.log(`Generated ${workspace.counts.units} units, ${workspace.counts.reservations} reservations in ${workspace.seconds.total.toFixed(1)} s`);

    const bench = await startQuotaBench({ dataSource, databaseUrl, workspace, durationSeconds, authConnections });
    cleanups.push(() => bench.close());
    const reports: ScenarioReport[] = [];
    for (const scenario of bench.scenarios) {
      console.log(`\n${scenario.name}: ${scenario.title}`);
      const comparison = await compare(
        { run: (round) => runLoad(scenario.subject(round)) },
        { run: (round) => runLoad(scenario.baseline(round)) },
        {
          onRun: (label, result) =>
            console.log(
              `  ${label.padEnd(18)} ${result.reqPerSec.toFixed(0)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, ${JSON.stringify(result.statuses)}`,
            ),
        },
      );
      reports.push({
        name: scenario.name,
        title: scenario.title,
        comparison,
        verdicts: scenario.targets.map((target) => judge(target, comparison.subject, comparison.baseline)),
      });
    }
    const raced: QuotaRaceResult[] = [];
    for (let round = 0; round < races; round += 1) raced.push(await bench.race());

    for (const report of reports) console.log(`\n${renderScenario(report)}`);
    for (const result of raced) console.log(`\n${renderRace(result)}`);
    return raced.every((result) => result.pass) ? 0 : 1;
  } finally {
    for (const step of cleanups.reverse()) await step().catch((error) => console.error('Cleanup failed:', error));
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
