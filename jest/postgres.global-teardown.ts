/** Stops the server the global setup started, if it started one, which removes its files. */
export default async function stopPostgresForTests(): Promise<void> {
  await (globalThis as { innkeepTestPostgres?: { stop(): Promise<void> } }).innkeepTestPostgres?.stop();
}
