import type {
  BookingSettings,
  CancellationPolicy,
  EventRepository,
  FeesAndTaxes,
  Propagation,
  PropertyDetail,
  PropertyFields,
  PropertyFilter,
  PropertyPatch,
  PropertyRepository,
  PropertySummary,
  SettingsChange,
  TaskSettings,
} from '@innkeep/domain';
import { EntityManager } from 'typeorm';

import { ID_PREFIX, newId } from '../database/ids';
import { PropertyEntity } from '../entities';
import { propagateSetting } from './channel-propagation';
import { toPropertyDetail } from './row-mappers';
import { createTurnoverTasks, TURNOVER_STATUSES } from './turnover-tasks.sql';
import { findUnitViews } from './unit-views.query';

export class TypeormPropertyRepository implements PropertyRepository {
  constructor(
    private readonly manager: EntityManager,
    /** Where the cleanings a turn-on of automatic cleaning makes keep their events. */
    private readonly events?: EventRepository,
  ) {}

  async create(workspaceId: string, property: PropertyFields): Promise<PropertyDetail> {
    const id = newId(ID_PREFIX.property);
    const { address, ...fields } = property;
    await this.manager.insert(PropertyEntity, { workspaceId, id, ...fields, ...addressColumns(address) });
    return (await this.detail(this.manager, workspaceId, id))!;
  }

  async update(workspaceId: string, propertyId: string, patch: PropertyPatch): Promise<PropertyDetail | null> {
    const { address, paymentSchedule, ...fields } = patch;
    const result = await this.manager.update(
      PropertyEntity,
      { workspaceId, id: propertyId },
      { ...fields, ...addressColumns(address ?? {}), ...definedOnly(paymentSchedule ?? {}) },
    );
    if (!result.affected) return null;
    return this.detail(this.manager, workspaceId, propertyId);
  }

  async list(workspaceId: string, filter: PropertyFilter): Promise<PropertySummary[]> {
    const rows: { property: PropertySummary }[] = await this.manager.query(
      `SELECT json_build_object(
                'id', p.id, 'name', p.name, 'status', p.status, 'city', p.city,
                'currency', p.currency, 'timezone', p.timezone,
                'unitCount', (SELECT count(*) FROM units u WHERE u.workspace_id = p.workspace_id AND u.property_id = p.id AND u.archived_at IS NULL)
              ) AS property
         FROM properties p
        WHERE p.workspace_id = $1
          AND ($2::text IS NULL OR p.status = $2)
          AND ($2::text IS NOT NULL OR $3::boolean OR p.status <> 'ARCHIVED')
        ORDER BY p.name, p.id`,
      [workspaceId, filter.status ?? null, filter.includeArchived],
    );
    return rows.map((row) => row.property);
  }

  findDetail(workspaceId: string, propertyId: string): Promise<PropertyDetail | null> {
    return this.detail(this.manager, workspaceId, propertyId);
  }

  async updateSettings(
    workspaceId: string,
    propertyId: string,
    change: SettingsChange<{ cancellationPolicy: CancellationPolicy } & BookingSettings>,
  ): Promise<{ property: PropertyDetail; propagation: Propagation[] } | null> {
    return this.manager.transaction(async (manager) => {
      const result = await manager.update(PropertyEntity, { workspaceId, id: propertyId }, change.patch);
      if (!result.affected) return null;
      const propagation = await propagateSetting(manager, { workspaceId, propertyId }, change.setting, change.patch, change.propagation);
      const property = await this.detail(manager, workspaceId, propertyId);
      return property && { property, propagation };
    });
  }

  async setTaskSettings(workspaceId: string, propertyId: string, patch: Partial<TaskSettings>): Promise<PropertyDetail | null> {
    const [row] = await this.manager.query(
      `WITH before AS (SELECT task_auto_cleaning FROM properties WHERE workspace_id = $1 AND id = $2),
       changed AS (
       UPDATE properties p SET
         task_auto_cleaning = coalesce($3::boolean, p.task_auto_cleaning),
         task_checklist = coalesce($4::jsonb, p.task_checklist),
         task_default_assignee_user_id = CASE WHEN $5::boolean THEN $6::text ELSE p.task_default_assignee_user_id END,
         updated_at = now()
        FROM before b
       WHERE p.workspace_id = $1 AND p.id = $2
       RETURNING p.task_auto_cleaning AND NOT b.task_auto_cleaning AS turned_on)
       SELECT turned_on FROM changed`,
      [
        workspaceId,
        propertyId,
        patch.autoCleaning ?? null,
        patch.checklist ? JSON.stringify(patch.checklist) : null,
        patch.defaultAssigneeUserId !== undefined,
        patch.defaultAssigneeUserId ?? null,
      ],
    );
    if (!row) return null;
    if (row.turned_on) {
      // The stays still to clean after: those departing from today on where the property is.
      const stays: { id: string }[] = await this.manager.query(
        `SELECT r.id FROM reservations r JOIN properties p ON p.workspace_id = r.workspace_id AND p.id = r.property_id
          WHERE r.workspace_id = $1 AND r.property_id = $2 AND r.status IN ${TURNOVER_STATUSES}
            AND r.departure_date >= (now() AT TIME ZONE p.timezone)::date`,
        [workspaceId, propertyId],
      );
      await createTurnoverTasks(
        this.manager,
        this.events,
        workspaceId,
        stays.map((stay) => stay.id),
      );
    }
    return this.detail(this.manager, workspaceId, propertyId);
  }

  async feesAndTaxes(workspaceId: string, propertyId: string): Promise<FeesAndTaxes | null> {
    const [row] = await this.manager.query(`SELECT fees_and_taxes FROM properties WHERE workspace_id = $1 AND id = $2`, [workspaceId, propertyId]);
    return row?.fees_and_taxes ?? null;
  }

  async setFeesAndTaxes(workspaceId: string, propertyId: string, feesAndTaxes: FeesAndTaxes): Promise<FeesAndTaxes | null> {
    const [row] = await this.manager.query(
      `WITH changed AS (UPDATE properties SET fees_and_taxes = $3::jsonb, updated_at = now() WHERE workspace_id = $1 AND id = $2 RETURNING fees_and_taxes)
       SELECT fees_and_taxes FROM changed`,
      [workspaceId, propertyId, JSON.stringify(feesAndTaxes)],
    );
    return row?.fees_and_taxes ?? null;
  }

  private async detail(manager: EntityManager, workspaceId: string, propertyId: string): Promise<PropertyDetail | null> {
    const property = await manager.findOne(PropertyEntity, { where: { workspaceId, id: propertyId } });
    if (!property) return null;
    return toPropertyDetail(property, await findUnitViews(manager, workspaceId, { propertyId, includeArchived: true }));
  }
}

/** The address as the properties table spells its columns; fields left out are left out. */
function addressColumns(address: Partial<PropertyFields['address']>): Partial<PropertyEntity> {
  const columns: Partial<PropertyEntity> = {
    addressLine1: address.line1,
    addressLine2: address.line2,
    postalCode: address.postalCode,
    city: address.city,
    region: address.region,
    country: address.country,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

/** The fields a patch names (undefined ones keep their column). */
function definedOnly<T extends object>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;
}
