/** A claimed endpoint or connection set aside because its signing secret does not open. */
export interface SetAside {
  kind: 'webhook_endpoint' | 'channel_connection';
  id: string;
  workspaceId: string;
}

/** Told of each row set aside, so the worker can say so in its log (nothing else would). */
export type SetAsideListener = (setAside: SetAside) => void;

/** How long a claimed row whose secret does not open waits before it is tried again. */
export const UNREADABLE_SECRET_RETRY_SECONDS = 600;

/**
 * Opens the signing secret of each claimed row. A row whose secret does not open (sealed under
 * another SECRETS_KEY, or damaged) is left out and handed to `unreadable`, so one bad row holds up
 * neither the others claimed with it nor the rounds after.
 */
export async function openEachClaimed<Row, Claimed>(
  rows: Row[],
  open: (row: Row) => Promise<Claimed>,
  unreadable: (row: Row) => Promise<void>,
): Promise<Claimed[]> {
  const opened = await Promise.all(
    rows.map(async (row) => {
      try {
        return await open(row);
      } catch {
        await unreadable(row);
        return null;
      }
    }),
  );
  return opened.filter((claimed): claimed is Awaited<Claimed> => claimed !== null);
}
