import assert from 'node:assert/strict';
import { renderDefault } from '../src/output/default-renderer';
import { renderFields, renderTable } from '../src/output/table-renderer';

describe('tables', () => {
  test('columns are aligned two spaces apart, headers upper-case, no trailing spaces', () => {
    const text = renderTable(
      [
        { id: 'p1', name: 'Seaside loft', units: 3 },
        { id: 'p22', name: 'Barn', units: 12 },
      ],
      [
        { header: 'id', value: (r) => r.id },
        { header: 'name', value: (r) => r.name },
        { header: 'units', value: (r) => r.units, align: 'right' },
      ],
    );
    assert.equal(text, ['ID   NAME          UNITS', 'p1   Seaside loft      3', 'p22  Barn             12'].join('\n'));
  });

  test('empty values read as -, lists comma-separated, booleans yes/no', () => {
    assert.equal(renderFields([['City', null], ['Days', ['MON', 'FRI']], ['Instant', true]]), 'City:     -\nDays:     MON, FRI\nInstant:  yes');
  });

  test('a list answer without its own renderer becomes a table, an empty one a sentence', () => {
    assert.equal(renderDefault({ things: [{ id: 'a', n: 1 }] }), 'ID  N\na   1');
    assert.equal(renderDefault({ things: [] }), 'No things.');
  });
});
