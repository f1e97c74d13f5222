import { CreatedSandbox, SandboxView } from '@innkeep/contract';

import { ago } from './channel-views';
import { Column, renderFields, renderTable } from './table-renderer';

const sandboxColumns: Column<SandboxView>[] = [
  { header: 'name', value: (s) => s.name },
  { header: 'created', value: (s) => s.createdAt.slice(0, 10) },
  { header: 'last used', value: (s) => ago(s.lastUsedAt) },
  { header: 'id', value: (s) => s.id },
];

export function renderSandboxes(sandboxes: SandboxView[]): string {
  if (sandboxes.length === 0) return 'No sandboxes. Make one with: innkeep sandbox create';
  return renderTable(sandboxes, sandboxColumns);
}

/** The new sandbox with its test key, which is shown this once. */
export function renderCreatedSandbox(sandbox: CreatedSandbox): string {
  return [
    renderFields([
      ['sandbox', sandbox.id],
      ['name', sandbox.name],
      ['test key', sandbox.key],
    ]),
    '',
    'The test key is shown only now: store it. It works on this sandbox only (INNKEEP_API_KEY=<key>, or --api-key).',
    'The sandbox holds a copy of the demo season; `innkeep sandbox reset` restores it, and one unused for 30 days is removed.',
  ].join('\n');
}
