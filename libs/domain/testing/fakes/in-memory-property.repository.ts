import type {
  BookingSettings,
  CancellationPolicy,
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
} from '../../src';
import { NO_FEES_AND_TAXES } from '../../src';
import type { CallLog } from '../call-log';
import { deepCopy } from '../deep-copy';
import type { InMemoryDatabase } from '../in-memory-database';

type PropertySettings = { cancellationPolicy: CancellationPolicy } & BookingSettings;

export class InMemoryPropertyRepository implements PropertyRepository {
  constructor(
    private readonly db: InMemoryDatabase,
    private readonly log: CallLog,
  ) {}

  async create(workspaceId: string, fields: PropertyFields): Promise<PropertyDetail> {
    this.log.record('properties.create', [workspaceId, fields]);
    return this.db.propertyDetail(this.db.addProperty({ workspaceId, ...fields }));
  }

  async update(workspaceId: string, propertyId: string, patch: PropertyPatch): Promise<PropertyDetail | null> {
    this.log.record('properties.update', [workspaceId, propertyId, patch]);
    const property = this.db.propertyIn(workspaceId, propertyId);
    if (!property) return null;
    const { address, paymentSchedule, ...fields } = patch;
    Object.assign(property, fields);
    property.address = { ...property.address, ...address };
    property.paymentSchedule = {
      ...property.paymentSchedule,
      ...Object.fromEntries(Object.entries(paymentSchedule ?? {}).filter(([, value]) => value !== undefined)),
    };
    return this.db.propertyDetail(property);
  }

  async list(workspaceId: string, filter: PropertyFilter): Promise<PropertySummary[]> {
    this.log.record('properties.list', [workspaceId, filter]);
    return this.db
      .propertiesOf(workspaceId)
      .filter((property) => (filter.status ? property.status === filter.status : filter.includeArchived || property.status !== 'ARCHIVED'))
      .map((property) => {
        const { id, name, status, city, currency, timezone, unitCount } = this.db.propertyDetail(property);
        return { id, name, status, city, currency, timezone, unitCount };
      });
  }

  async findDetail(workspaceId: string, propertyId: string): Promise<PropertyDetail | null> {
    this.log.record('properties.findDetail', [workspaceId, propertyId]);
    const property = this.db.propertyIn(workspaceId, propertyId);
    return property ? this.db.propertyDetail(property) : null;
  }

  async updateSettings(
    workspaceId: string,
    propertyId: string,
    change: SettingsChange<PropertySettings>,
  ): Promise<{ property: PropertyDetail; propagation: Propagation[] } | null> {
    this.log.record('properties.updateSettings', [workspaceId, propertyId, change]);
    const property = this.db.propertyIn(workspaceId, propertyId);
    if (!property) return null;
    const { cancellationPolicy, ...booking } = change.patch;
    if (cancellationPolicy !== undefined) property.cancellationPolicy = cancellationPolicy;
    property.bookingSettings = { ...property.bookingSettings, ...booking };
    const propagation = [...property.channels].sort().map((channel): Propagation => ({ channel, state: change.propagation(channel) }));
    return { property: this.db.propertyDetail(property), propagation };
  }

  /** The settings alone: the cleanings a turn-on makes are SQL, which the medium and e2e tests cover. */
  async setTaskSettings(workspaceId: string, propertyId: string, patch: Partial<TaskSettings>): Promise<PropertyDetail | null> {
    this.log.record('properties.setTaskSettings', [workspaceId, propertyId, patch]);
    const property = this.db.propertyIn(workspaceId, propertyId);
    if (!property) return null;
    property.taskSettings = { ...property.taskSettings, ...Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) };
    return this.db.propertyDetail(property);
  }

  async feesAndTaxes(workspaceId: string, propertyId: string): Promise<FeesAndTaxes | null> {
    this.log.record('properties.feesAndTaxes', [workspaceId, propertyId]);
    const property = this.db.propertyIn(workspaceId, propertyId);
    return property ? deepCopy(property.feesAndTaxes ?? NO_FEES_AND_TAXES) : null;
  }

  async setFeesAndTaxes(workspaceId: string, propertyId: string, feesAndTaxes: FeesAndTaxes): Promise<FeesAndTaxes | null> {
    this.log.record('properties.setFeesAndTaxes', [workspaceId, propertyId, feesAndTaxes]);
    const property = this.db.propertyIn(workspaceId, propertyId);
    if (!property) return null;
    property.feesAndTaxes = deepCopy(feesAndTaxes);
    return deepCopy(feesAndTaxes);
  }
}
