import { UnitView } from '@innkeep/contract';

/** Names of units, of their properties and of their rate plans, by id. */
export interface NameBook {
  /** `Room 1`, by unit id. */
  units: ReadonlyMap<string, UnitView>;
  /** `Standard`, by rate plan id. */
  ratePlans: ReadonlyMap<string, string>;
}

const NO_NAMES: NameBook = { units: new Map(), ratePlans: new Map() };

/**
 * The names behind an answer that carries only ids (a block, a night of rates), for the sentences
 * and tables people read: every unit of the workspace with its property and rate plans, read with
 * units.list once per run, and only when such an answer is shown (never with --json). A failed
 * read leaves the ids in place: the command has done its work, and a missing name is no failure.
 */
export class InventoryNames {
  private book?: Promise<NameBook>;

  constructor(private readonly listUnits: () => Promise<{ units: UnitView[] }>) {}

  lookup(): Promise<NameBook> {
    this.book ??= this.listUnits()
      .then(({ units }) => ({
        units: new Map(units.map((unit) => [unit.id, unit])),
        ratePlans: new Map(units.flatMap((unit) => (unit.ratePlans ?? []).map((plan) => [plan.id, plan.title] as const))),
      }))
      .catch(() => NO_NAMES);
    return this.book;
  }

  /** `Room 1 at Casa Azul`, or the id when the unit cannot be read. */
  async unitPhrase(unitId: string): Promise<string> {
    return unitPhrase(unitId, (await this.lookup()).units.get(unitId));
  }
}

/** `Room 1 at Casa Azul` for a known unit, else its id. */
export function unitPhrase(unitId: string, unit: Pick<UnitView, 'name' | 'propertyName'> | undefined): string {
  if (!unit?.name) return unitId;
  return unit.propertyName ? `${unit.name} at ${unit.propertyName}` : unit.name;
}
