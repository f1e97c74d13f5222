// Writes each jest run's counts to tmp/test-results, so `npm test` can end with the totals of
// every project and tier (Nx runs them as separate tasks, and replays cached ones).
const { mkdirSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');

const RESULTS_DIR = join(__dirname, '../tmp/test-results');

class SummaryReporter {
  constructor(_globalConfig, options) {
    this.project = options.project;
    this.tier = options.tier;
  }

  onRunComplete(_contexts, results) {
    const dir = join(RESULTS_DIR, this.project);
    mkdirSync(dir, { recursive: true });
    const summary = {
      project: this.project,
      tier: this.tier,
      suites: results.numTotalTestSuites,
      failedSuites: results.numFailedTestSuites + results.numRuntimeErrorTestSuites,
      passed: results.numPassedTests,
      failed: results.numFailedTests,
      skipped: results.numPendingTests,
      todo: results.numTodoTests,
    };
    writeFileSync(join(dir, `${this.tier}.json`), JSON.stringify(summary));
  }
}

module.exports = SummaryReporter;
