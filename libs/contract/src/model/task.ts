import { arrayOf, bool, dateString, dateTime, enumOf, Infer, int, nextPageCursor, nullable, objectSchema, shapeOf, str } from '../schemas/json-schema';

export const TASK_TYPES = ['CLEANING', 'INSPECTION', 'MAINTENANCE', 'OTHER'] as const;
export type TaskType = (typeof TASK_TYPES)[number];

export const TASK_STATUSES = ['OPEN', 'IN_PROGRESS', 'DONE', 'CANCELLED'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** Statuses whose work is still to do. */
export const OPEN_TASK_STATUSES = ['OPEN', 'IN_PROGRESS'] as const satisfies readonly TaskStatus[];

export const checklistItemSchema = objectSchema({ label: str, done: bool }, ['label', 'done']);
export type ChecklistItem = Infer<typeof checklistItemSchema>;

/** The stay that arrives next in the task's unit, on or after its due date: no guest's name, only the party. */
const nextArrivalSchema = objectSchema({ reservationId: str, date: dateString, adults: int, children: int }, ['reservationId', 'date', 'adults', 'children']);
export type NextArrival = Infer<typeof nextArrivalSchema>;

// The property's address as a task carries it (the same lines as the property's, published without their descriptions).
const taskAddressSchema = objectSchema({
  line1: nullable(str),
  line2: nullable(str),
  postalCode: nullable(str),
  city: nullable(str),
  region: nullable(str),
  country: nullable(str),
});

/** A task as every answer and event carries it: no guest's name or contact, no money. */
export const taskSchema = objectSchema(
  {
    id: str,
    type: enumOf(TASK_TYPES),
    status: enumOf(TASK_STATUSES),
    unitId: str,
    propertyId: str,
    unit: objectSchema({ id: str, name: str }, ['id', 'name']),
    property: objectSchema({ id: str, name: str, address: taskAddressSchema }, ['id', 'name', 'address']),
    dueDate: dateString,
    dueBy: {
      ...nullable(shapeOf<string>({ type: 'string', pattern: '^\\d{2}:\\d{2}$' })),
      description: 'Local time HH:MM it is due by; null: by the end of the day',
    },
    title: str,
    notes: nullable(str),
    checklist: arrayOf(checklistItemSchema),
    assigneeUserId: nullable(str),
    reservationId: { ...nullable(str), description: 'The stay whose departure an automatic cleaning follows' },
    blockId: { ...nullable(str), description: 'The maintenance block that made an automatic MAINTENANCE task' },
    nextArrival: { ...nullable(nextArrivalSchema), description: 'The next stay arriving in the unit on or after the due date: its day and party size' },
    sameDayTurnover: { ...bool, description: 'A stay arrives in the unit on the due date: due by the property’s check-in time' },
    automatic: { ...bool, description: 'Made by a stay or a maintenance block, and moved or cancelled with it' },
    startedAt: nullable(dateTime),
    completedAt: nullable(dateTime),
    cancelledAt: nullable(dateTime),
    createdAt: dateTime,
    updatedAt: dateTime,
  },
  ['id', 'type', 'status', 'unitId', 'propertyId', 'dueDate', 'dueBy', 'title', 'checklist', 'nextArrival', 'sameDayTurnover', 'automatic'],
);
export type TaskView = Infer<typeof taskSchema>;

export const taskPageSchema = objectSchema({ tasks: arrayOf(taskSchema), nextCursor: nextPageCursor }, ['tasks', 'nextCursor']);
export type TaskPage = Infer<typeof taskPageSchema>;

/** A property's housekeeping settings. */
export const taskSettingsSchema = objectSchema(
  {
    // Each room-holding stay's departure.
    autoCleaning: { ...bool, description: 'Each stay’s departure makes a CLEANING task' },
    checklist: arrayOf(str, 'The steps each automatic cleaning’s checklist starts with'),
    // Null: nobody.
    defaultAssigneeUserId: { ...nullable(str), description: 'Who automatic cleanings are assigned to' },
  },
  ['autoCleaning', 'checklist', 'defaultAssigneeUserId'],
);
export type TaskSettings = Infer<typeof taskSettingsSchema>;
