import assert from 'node:assert/strict';

import { arrayOf, dateTime, enumOf, Infer, int, mayBeAbsent, nullable, objectSchema, reservationSchema, ReservationView, str } from '../src';

describe('typed schema builders', () => {
  it('write plain JSON Schema: the type they carry is for the compiler only', () => {
    const shape = objectSchema(
      {
        id: str,
        count: { ...int, description: 'How many' },
        kind: enumOf(['A', 'B']),
        at: nullable(dateTime),
        tags: arrayOf(str, 'Labels'),
        note: mayBeAbsent(str),
      },
      ['id'],
      'A thing',
    );
    assert.deepEqual(JSON.parse(JSON.stringify(shape)), {
      type: 'object',
      description: 'A thing',
      properties: {
        id: { type: 'string' },
        count: { type: 'integer', description: 'How many' },
        kind: { enum: ['A', 'B'] },
        at: { anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] },
        tags: { type: 'array', items: { type: 'string' }, description: 'Labels' },
        note: { type: 'string' },
      },
      required: ['id'],
      additionalProperties: true,
    });
    assert.equal(JSON.stringify(reservationSchema).includes('~'), false);
  });

  it('derive the type from the schema: present fields, optional ones where marked', () => {
    const shape = objectSchema({ id: str, kind: enumOf(['A', 'B']), note: mayBeAbsent(nullable(str)) }, ['id']);
    const value: Infer<typeof shape> = { id: 'x', kind: 'A' };
    // @ts-expect-error a value outside the enumeration is not of the shape's type
    const outside: Infer<typeof shape> = { id: 'x', kind: 'C' };
    // @ts-expect-error a field of the schema not marked mayBeAbsent is required
    const missing: Infer<typeof shape> = { kind: 'A' };
    const reservation: Pick<ReservationView, 'connectionId' | 'cancelledBy'> = { connectionId: null, cancelledBy: 'SYSTEM' };
    // @ts-expect-error a reservation is cancelled by the channel, the system or nobody named
    const cancelledByHost: Pick<ReservationView, 'cancelledBy'> = { cancelledBy: 'HOST' };
    assert.deepEqual([value.kind, outside.id, missing.kind, reservation.cancelledBy, cancelledByHost.cancelledBy], ['A', 'x', 'A', 'SYSTEM', 'HOST']);
    assert.deepEqual(shape.required, ['id']);
  });
});
