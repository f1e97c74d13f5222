import { arrayOf, bool, Infer, nullable, objectSchema, str } from '../schemas/json-schema';
import type { Address } from './address';

export const TASK_TYPES = ['CLEANING', 'INSPECTION', 'MAINTENANCE', 'OTHER'] as const;
export type TaskType = (typeof TASK_TYPES)[number];

export const TASK_STATUSES = ['OPEN', 'IN_PROGRESS', 'DONE', 'CANCELLED'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** Statuses whose work is still to do. */
export const OPEN_TASK_STATUSES = ['OPEN', 'IN_PROGRESS'] as const satisfies readonly TaskStatus[];

export interface ChecklistItem {
  label: string;
  done: boolean;
}

/** The stay that arrives next in the task's unit, on or after its due date: no guest's name, only the party. */
export interface NextArrival {
  reservationId: string;
  date: string;
  adults: number;
  children: number;
}

export interface TaskView {
  id: string;
  type: TaskType;
  status: TaskStatus;
  unitId: string;
  propertyId: string;
  unit: { id: string; name: string };
  property: { id: string; name: string; address: Address };
  dueDate: string;
  /** `HH:MM` local time of the property; null: by the end of the day. */
  dueBy: string | null;
  title: string;
  notes: string | null;
  checklist: ChecklistItem[];
  assigneeUserId: string | null;
  /** The stay whose departure the task follows (an automatic cleaning). */
  reservationId: string | null;
  /** The maintenance block that made the task. */
  blockId: string | null;
  nextArrival: NextArrival | null;
  /** Another stay arrives in the unit on the due date: the cleaning is due by the check-in time. */
  sameDayTurnover: boolean;
  /** Made by a stay or a block, and moved or cancelled with it. */
  automatic: boolean;
  startedAt: string | null;
  completedAt: string | null;
  cancelledAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface TaskPage {
  tasks: TaskView[];
  nextCursor: string | null;
}

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
