import assert from 'node:assert/strict';
import { formatMinor, minorUnitsOf } from '../src/output/money-format';
import { renderDefault } from '../src/output/default-renderer';
import { renderFields, renderTable } from '../src/output/table-renderer';

describe('money', () => {
  test('major units typed on the command line become minor units without float error', () => {
    assert.equal(minorUnitsOf('123.45'), 12345);
    assert.equal(minorUnitsOf('0.1'), 10);
    assert.equal(minorUnitsOf('1.10'), 110);
    assert.equal(minorUnitsOf('19.99'), 1999);
    assert.equal(minorUnitsOf('40'), 4000);
    assert.equal(minorUnitsOf(' 7.5 '), 750);
  });

  test('anything else is refused', () => {
    for (const text of ['', '-1', '1.234', '1,50', 'abc', '1e3', '.5', '1.']) assert.equal(minorUnitsOf(text), null, text);
  });

  test('minor units are shown in major units', () => {
    assert.equal(formatMinor(12345, 'EUR'), '123.45 EUR');
    assert.equal(formatMinor(5), '0.05');
    assert.equal(formatMinor(-250), '-2.50');
    assert.equal(formatMinor(null, 'EUR'), '-');
  });
});

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
