import type { NewTask, TaskFilter, TaskPatch, TaskRepository, TaskView } from '../../src';
import { JsonText } from '../../src';
import type { CallLog } from '../call-log';
import { deepCopy } from '../deep-copy';
import type { InMemoryDatabase } from '../in-memory-database';
import type { TaskRow } from '../rows';
import { testId } from '../test-ids';

const ARRIVING = ['PROVISIONAL', 'CONFIRMED', 'CHECKED_IN', 'CHECKED_OUT'];

/**
 * Tasks by id within their workspace, their views built as the SQL builds them (the next arrival in
 * the unit, a same-day turnover due by check-in time). `list` applies every filter of the port.
 */
export class InMemoryTaskRepository implements TaskRepository {
  constructor(
    private readonly db: InMemoryDatabase,
    private readonly log: CallLog,
  ) {}

  async list(workspaceId: string, filter: TaskFilter, cursorOf: (row: { dueDate: string; id: string }) => string): Promise<JsonText> {
    this.log.record('tasks.list', [workspaceId, filter, cursorOf]);
    const { after } = filter;
    const rows = [...this.db.tables.tasks.values()]
      .filter((task) => task.workspaceId === workspaceId)
      .filter((task) => (!filter.from || task.dueDate >= filter.from) && (!filter.to || task.dueDate <= filter.to))
      .filter((task) => (!filter.status || task.status === filter.status) && (!filter.type || task.type === filter.type))
      .filter((task) => (!filter.assigneeUserId || task.assigneeUserId === filter.assigneeUserId) && (!filter.unitId || task.unitId === filter.unitId))
      .filter((task) => !after || task.dueDate > after.dueDate || (task.dueDate === after.dueDate && task.id > after.id))
      .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.id.localeCompare(b.id))
      .slice(0, filter.take + 1);
    const page = rows.slice(0, filter.take);
    const last = page.at(-1);
    return new JsonText(JSON.stringify({ tasks: page.map((row) => this.view(row)), nextCursor: rows.length > filter.take && last ? cursorOf(last) : null }));
  }

  async find(workspaceId: string, taskId: string): Promise<TaskView | null> {
    this.log.record('tasks.find', [workspaceId, taskId]);
    return this.one(workspaceId, taskId);
  }

  async findForUpdate(workspaceId: string, taskId: string): Promise<TaskView | null> {
    this.log.record('tasks.findForUpdate', [workspaceId, taskId]);
    return this.one(workspaceId, taskId);
  }

  async create(workspaceId: string, task: NewTask): Promise<TaskView> {
    this.log.record('tasks.create', [workspaceId, task]);
    const unit = this.db.unitIn(workspaceId, task.unitId);
    if (!unit) throw new Error(`Unit ${task.unitId} is not in workspace ${workspaceId}.`);
    const row = this.db.addTask(unit, { ...task, id: testId('task'), dueBySet: task.dueBy !== null });
    return this.view(this.db.tables.tasks.get(row.id)!);
  }

  async update(workspaceId: string, taskId: string, patch: TaskPatch): Promise<TaskView | null> {
    this.log.record('tasks.update', [workspaceId, taskId, patch]);
    const row = this.db.tables.tasks.get(taskId);
    if (row?.workspaceId !== workspaceId) return null;
    const now = this.db.now().toISOString();
    const { status, dueBy, ...fields } = patch;
    Object.assign(row, Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)));
    if (dueBy !== undefined) Object.assign(row, { dueBy, dueBySet: true });
    if (status) {
      row.status = status;
      if (status === 'IN_PROGRESS') row.startedAt = now;
      if (status === 'DONE') row.completedAt = now;
      if (status === 'CANCELLED') row.cancelledAt = now;
    }
    row.updatedAt = now;
    return this.view(row);
  }

  private one(workspaceId: string, taskId: string): TaskView | null {
    const row = this.db.tables.tasks.get(taskId);
    return row?.workspaceId === workspaceId ? this.view(row) : null;
  }

  private view(row: TaskRow): TaskView {
    const unit = this.db.tables.units.get(row.unitId)!;
    const property = this.db.tables.properties.get(row.propertyId)!;
    const next = [...this.db.tables.reservations.values()]
      .map((stored) => stored.view)
      .filter((stay) => stay.unitId === row.unitId && stay.arrivalDate >= row.dueDate && ARRIVING.includes(stay.status) && stay.id !== row.reservationId)
      .sort((a, b) => a.arrivalDate.localeCompare(b.arrivalDate) || a.id.localeCompare(b.id))[0];
    const sameDayTurnover = row.type === 'CLEANING' && next?.arrivalDate === row.dueDate;
    const { workspaceId: _workspace, dueBySet, ...fields } = row;
    return deepCopy({
      ...fields,
      unit: { id: unit.id, name: unit.name },
      property: { id: property.id, name: property.name, address: property.address },
      dueBy: dueBySet ? row.dueBy : row.automatic && sameDayTurnover ? property.checkInTime : null,
      nextArrival: next ? { reservationId: next.id, date: next.arrivalDate, adults: next.adults, children: next.children } : null,
      sameDayTurnover,
    });
  }
}
