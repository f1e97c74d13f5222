import { arrayOf, dateString, nullable, objectSchema, TASK_STATUSES, TASK_TYPES } from '@innkeep/contract';

const str = { type: 'string' };
const int = { type: 'integer' };
const instant = { type: 'string', format: 'date-time' };
const hhmm = { type: 'string', pattern: '^\\d{2}:\\d{2}$' };

const addressSchema = objectSchema({
  line1: nullable(str),
  line2: nullable(str),
  postalCode: nullable(str),
  city: nullable(str),
  region: nullable(str),
  country: nullable(str),
});

export const checklistItemSchema = objectSchema({ label: str, done: { type: 'boolean' } }, ['label', 'done']);

/** A task as every answer and event carries it: no guest's name or contact, no money. */
export const taskSchema = objectSchema(
  {
    id: str,
    type: { enum: [...TASK_TYPES] },
    status: { enum: [...TASK_STATUSES] },
    unitId: str,
    propertyId: str,
    unit: objectSchema({ id: str, name: str }, ['id', 'name']),
    property: objectSchema({ id: str, name: str, address: addressSchema }, ['id', 'name', 'address']),
    dueDate: dateString,
    dueBy: { ...nullable(hhmm), description: 'Local time HH:MM it is due by; null: by the end of the day' },
    title: str,
    notes: nullable(str),
    checklist: arrayOf(checklistItemSchema),
    assigneeUserId: nullable(str),
    reservationId: { ...nullable(str), description: 'The stay whose departure an automatic cleaning follows' },
    blockId: { ...nullable(str), description: 'The maintenance block that made an automatic MAINTENANCE task' },
    nextArrival: {
      ...nullable(objectSchema({ reservationId: str, date: dateString, adults: int, children: int }, ['reservationId', 'date', 'adults', 'children'])),
      description: 'The next stay arriving in the unit on or after the due date: its day and party size',
    },
    sameDayTurnover: { type: 'boolean', description: 'A stay arrives in the unit on the due date: due by the property’s check-in time' },
    automatic: { type: 'boolean', description: 'Made by a stay or a maintenance block, and moved or cancelled with it' },
    startedAt: nullable(instant),
    completedAt: nullable(instant),
    cancelledAt: nullable(instant),
    createdAt: instant,
    updatedAt: instant,
  },
  ['id', 'type', 'status', 'unitId', 'propertyId', 'dueDate', 'dueBy', 'title', 'checklist', 'nextArrival', 'sameDayTurnover', 'automatic'],
);
