import { isoInstant } from './reservation-json.sql';

/** Statuses of a stay that has (or had) a room: what arrives next in a unit. */
export const ARRIVING_STATUSES = `('PROVISIONAL', 'CONFIRMED', 'CHECKED_IN', 'CHECKED_OUT')`;

/**
 * The next stay arriving in the task's unit on or after its due day, other than the stay the
 * task follows, as `n`. Expects alias t (tasks); read through reservations_workspace_unit_dates_idx.
 */
export const NEXT_ARRIVAL_JOIN = `
  LEFT JOIN LATERAL (
    SELECT n.id, n.arrival_date, n.adults, n.children FROM reservations n
     WHERE n.workspace_id = t.workspace_id AND n.unit_id = t.unit_id AND n.arrival_date >= t.due_date
       AND n.status IN ${ARRIVING_STATUSES} AND n.id IS DISTINCT FROM t.reservation_id
     ORDER BY n.arrival_date, n.id
     LIMIT 1) n ON true`;

export const TASK_JOINS = `
  JOIN units u ON u.workspace_id = t.workspace_id AND u.id = t.unit_id
  JOIN properties p ON p.workspace_id = t.workspace_id AND p.id = t.property_id
  ${NEXT_ARRIVAL_JOIN}`;

/**
 * A task as one JSON object, built by PostgreSQL, with its unit, its property's address and the
 * next arrival's day and party (never the guest). A same-day turnover is read, not stored, so a
 * stay booked, moved or cancelled elsewhere in the unit changes it without touching the task: an
 * automatic cleaning is then due by the property's check-in time unless a time was set by hand.
 * Expects aliases t (tasks), u (units), p (properties), n (NEXT_ARRIVAL_JOIN).
 */
export const TASK_JSON = `json_build_object(
  'id', t.id, 'type', t.type, 'status', t.status, 'unitId', t.unit_id, 'propertyId', t.property_id,
  'unit', json_build_object('id', u.id, 'name', u.name),
  'property', json_build_object('id', p.id, 'name', p.name, 'address', json_build_object(
    'line1', p.address_line1, 'line2', p.address_line2, 'postalCode', p.postal_code, 'city', p.city, 'region', p.region, 'country', p.country)),
  'dueDate', t.due_date,
  'dueBy', CASE WHEN t.due_by_set THEN t.due_by
                WHEN t.automatic AND t.type = 'CLEANING' AND n.arrival_date = t.due_date THEN p.check_in_time END,
  'title', t.title, 'notes', t.notes, 'checklist', t.checklist,
  'assigneeUserId', t.assignee_user_id, 'reservationId', t.reservation_id, 'blockId', t.block_id,
  'nextArrival', CASE WHEN n.id IS NOT NULL THEN json_build_object('reservationId', n.id, 'date', n.arrival_date, 'adults', n.adults, 'children', n.children) END,
  'sameDayTurnover', coalesce(t.type = 'CLEANING' AND n.arrival_date = t.due_date, false),
  'automatic', t.automatic,
  'startedAt', ${isoInstant('t.started_at')}, 'completedAt', ${isoInstant('t.completed_at')}, 'cancelledAt', ${isoInstant('t.cancelled_at')},
  'createdAt', ${isoInstant('t.created_at')}, 'updatedAt', ${isoInstant('t.updated_at')}
)`;
