// A plain script shared with the operator's machines: no types of its own.
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore
import { ensureSystemPackages } from '../tools/scripts/system-packages.mjs';
import startPostgresForTests from './postgres.global-setup';

/** The end-to-end tier runs the real Redis and Chromium (installed here when missing) and PostgreSQL. */
export default async function startE2eDependencies(): Promise<void> {
  ensureSystemPackages();
  await startPostgresForTests();
}
