import type { GuestDetail, GuestFilter, GuestRepository, GuestSummary } from '@innkeep/domain';
import { EntityManager } from 'typeorm';

import { isoInstant } from './reservation-json.sql';

/** Guests, in name order, a search looks through before it gathers every match by trigram. */
const SEARCH_WALK = 2000;

/** What a page of guests carries; the folded search text stays behind. */
const ROW = 'workspace_id, id, first_name, last_name, email, phone, self_declared';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Stays that were not cancelled, counted for a guest row aliased g. */
const STAYS = `LEFT JOIN LATERAL (
    SELECT count(*)::int AS stays, to_char(max(r.arrival_date), 'YYYY-MM-DD') AS last_stay_at
      FROM reservations r
     WHERE r.workspace_id = g.workspace_id AND r.guest_id = g.id AND r.status <> 'CANCELLED') s ON true`;

const GUEST_FIELDS = `g.id, g.first_name AS "firstName", g.last_name AS "lastName", g.email, g.phone,
  coalesce(s.stays, 0) AS stays, s.last_stay_at AS "lastStayAt", g.self_declared AS "selfDeclared",
  CASE WHEN g.self_declared THEN (SELECT k.id FROM guests k
    WHERE k.workspace_id = g.workspace_id AND k.email = g.email AND NOT k.self_declared) END AS "knownGuestId"`;

export class TypeormGuestRepository implements GuestRepository {
  constructor(private readonly manager: EntityManager) {}

  async list(workspaceId: string, filter: GuestFilter): Promise<GuestSummary[]> {
    const params: unknown[] = [workspaceId];
    const where = ['workspace_id = $1'];
    if (filter.after) {
      params.push(filter.after.lastName, filter.after.firstName, filter.after.id);
      where.push(`(last_name, first_name, id) > ($2, $3, $4)`);
    }
    params.push(filter.take);
    const take = `$${params.length}`;
    if (!filter.search) return this.page(`SELECT ${ROW} FROM guests WHERE ${where.join(' AND ')} ORDER BY last_name, first_name, id LIMIT ${take}`, params);

    // The same folding the trigger applies to search_text, so "José" and "jose" meet.
    params.push(`%${escapeLike(filter.search)}%`);
    const matches = `search_text LIKE lower(innkeep_unaccent($${params.length}))`;
    if (filter.search.length < 3) {
      // No trigram to look up, and a short text matches broadly: walking the names finds a page soonest.
      return this.page(`SELECT ${ROW} FROM guests WHERE ${[...where, matches].join(' AND ')} ORDER BY last_name, first_name, id LIMIT ${take}`, params);
    }
    // A text that matches many guests spread over the alphabet (a first name) fills its page within
    // the first names in order: a bounded walk answers it. When that window holds less than a page
    // (a rare text, or a common surname further on), the trigram index gathers every match and they
    // are sorted: left to choose between the two, the planner misjudges how many names match and
    // walks the name index through most of the workspace.
    const walked = await this.page(
      `SELECT ${ROW} FROM (SELECT * FROM guests WHERE ${where.join(' AND ')} ORDER BY last_name, first_name, id LIMIT ${SEARCH_WALK}) walk
        WHERE ${matches} ORDER BY last_name, first_name, id LIMIT ${take}`,
      params,
    );
    if (walked.length >= filter.take) return walked;
    return this.page(
      `WITH found AS MATERIALIZED (SELECT ${ROW} FROM guests WHERE ${[...where, matches].join(' AND ')})
       SELECT * FROM found ORDER BY last_name, first_name, id LIMIT ${take}`,
      params,
    );
  }

  /** A page of guest rows (ordered, limited), then the stays counted for its rows only. */
  private page(rows: string, params: unknown[]): Promise<GuestSummary[]> {
    return this.manager.query(`SELECT ${GUEST_FIELDS} FROM (${rows}) g ${STAYS} ORDER BY g.last_name, g.first_name, g.id`, params);
  }

  async find(workspaceId: string, guestId: string): Promise<GuestDetail | null> {
    const [row] = await this.manager.query(
      `SELECT ${GUEST_FIELDS},
              (SELECT coalesce(json_agg(json_build_object(
                        'id', r.id, 'status', r.status, 'source', r.source,
                        'arrivalDate', r.arrival_date, 'departureDate', r.departure_date, 'nights', r.departure_date - r.arrival_date,
                        'totalAmountMinor', r.total_amount_minor, 'currency', r.currency,
                        'unit', json_build_object('id', u.id, 'name', u.name),
                        'property', json_build_object('id', p.id, 'name', p.name),
                        'createdAt', ${isoInstant('r.created_at')})
                      ORDER BY r.arrival_date DESC, r.id DESC), '[]'::json)
                 FROM reservations r
                 JOIN units u ON u.workspace_id = r.workspace_id AND u.id = r.unit_id
                 JOIN properties p ON p.workspace_id = r.workspace_id AND p.id = r.property_id
                WHERE r.workspace_id = g.workspace_id AND r.guest_id = g.id) AS reservations
         FROM guests g ${STAYS}
        WHERE g.workspace_id = $1 AND g.id = $2`,
      [workspaceId, guestId],
    );
    return row ?? null;
  }
}
