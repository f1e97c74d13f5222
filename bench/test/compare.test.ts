import assert from 'node:assert/strict';

import { LoadResult } from '../src/autocannon-runner';
import { compare } from '../src/compare';

// The bench's side-by-side comparison: which side runs when, and what it reports.

function result(reqPerSec: number): LoadResult {
  return { reqPerSec, p50: 1, p99: 2, bodyBytes: 10, requests: 100, statuses: { '200': 100 }, errors: 0 } as unknown as LoadResult;
}

describe('compare (a scenario beside its baseline)', () => {
  it('alternates which side goes first, so neither always meets what the other left', async () => {
    const runs: string[] = [];
    const side = (name: string, rate: number) => ({
      run: async (round: number) => {
        runs.push(`${name}${round}`);
        return result(rate + round);
      },
    });
    const comparison = await compare(side('S', 100), side('B', 200), { rounds: 4 });
    assert.deepEqual(runs, ['S0', 'B0', 'S1', 'B1', 'B2', 'S2', 'S3', 'B3', 'B4', 'S4']);
    assert.deepEqual(
      comparison.rounds.map((round) => [round.subject.reqPerSec, round.baseline.reqPerSec]),
      [
        [101, 201],
        [102, 202],
        [103, 203],
        [104, 204],
      ],
    );
    assert.equal(comparison.subject.reqPerSec, 102.5);
    assert.equal(comparison.baseline.reqPerSec, 202.5);
  });
});
