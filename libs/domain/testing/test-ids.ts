import { randomBytes } from 'node:crypto';

/** An id in the style the API gives out (`res_…`), unique within a test run. */
export function testId(prefix: string): string {
  return `${prefix}_${randomBytes(8).toString('hex')}`;
}
