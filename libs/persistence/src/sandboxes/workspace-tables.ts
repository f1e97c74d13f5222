import { EntityManager } from 'typeorm';

/**
 * The tables that hold a workspace's rows (those with a workspace_id column), in an order that
 * deletes rows before the rows they refer to: the schema is read once per process, so a table a
 * later migration adds is wiped with the rest without being named here.
 */
let ordered: Promise<string[]> | undefined;

export function workspaceTablesInDeleteOrder(manager: EntityManager): Promise<string[]> {
  ordered ??= readOrder(manager).catch((error: unknown) => {
    ordered = undefined;
    throw error;
  });
  return ordered;
}

async function readOrder(manager: EntityManager): Promise<string[]> {
  const tables: { table_name: string }[] = await manager.query(
    `SELECT c.table_name FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
      WHERE c.table_schema = current_schema() AND c.column_name = 'workspace_id'
      ORDER BY c.table_name`,
  );
  const names = new Set(tables.map((row) => row.table_name));
  const references: { child: string; parent: string }[] = await manager.query(
    `SELECT DISTINCT child.relname AS child, parent.relname AS parent
       FROM pg_constraint k
       JOIN pg_class child ON child.oid = k.conrelid
       JOIN pg_class parent ON parent.oid = k.confrelid
       JOIN pg_namespace n ON n.oid = child.relnamespace AND n.nspname = current_schema()
      WHERE k.contype = 'f' AND k.conrelid <> k.confrelid`,
  );
  // Children first: a table is placed once every table that refers to it is.
  const referrers = new Map<string, Set<string>>([...names].map((name) => [name, new Set<string>()]));
  for (const { child, parent } of references) if (names.has(child) && names.has(parent)) referrers.get(parent)!.add(child);
  const placed: string[] = [];
  const pending = new Set(names);
  while (pending.size > 0) {
    const ready = [...pending].filter((name) => [...referrers.get(name)!].every((child) => !pending.has(child)));
    // A cycle would leave nothing ready: take the rest as they are (their cascades do the work).
    for (const name of ready.length > 0 ? ready : [...pending]) {
      placed.push(name);
      pending.delete(name);
    }
  }
  return placed;
}
