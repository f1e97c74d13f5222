import type { Repositories } from '../src';
import { deepCopy } from './deep-copy';

type AnyMethod = (...args: never[]) => unknown;
type MethodNames<T> = { [K in keyof T]: T[K] extends AnyMethod ? K : never }[keyof T] & string;
type RepositoryName = keyof Repositories & string;

/** Every method of every repository, named as `inventory.hold`, `reservations.update`… */
export type RepositoryMethod = { [R in RepositoryName]: `${R}.${MethodNames<Repositories[R]>}` }[RepositoryName];

/** The parameters of one repository method, by its name. */
export type ArgumentsOf<M extends RepositoryMethod> = M extends `${infer R}.${infer N}`
  ? R extends RepositoryName
    ? N extends keyof Repositories[R]
      ? Repositories[R][N] extends (...args: infer A) => unknown
        ? A
        : never
      : never
    : never
  : never;

/** The methods that change stored state; everything else only reads. */
const WRITES: ReadonlySet<RepositoryMethod> = new Set<RepositoryMethod>([
  'properties.create',
  'properties.update',
  'properties.updateSettings',
  'properties.setTaskSettings',
  'units.create',
  'units.update',
  'units.setRoomCount',
  'units.updateListingSettings',
  'ratePlans.create',
  'ratePlans.update',
  'reservations.create',
  'reservations.update',
  'inventory.hold',
  'inventory.holdOverbooking',
  'inventory.release',
  'blocks.insert',
  'blocks.delete',
  'blocks.resize',
  'rates.upsert',
  'rates.adjust',
  'messages.upsertThread',
  'messages.addMessage',
  'messages.markRead',
  'website.createDraft',
  'website.updateDraft',
  'website.publish',
  'website.createPost',
  'tasks.create',
  'tasks.update',
  'payments.insert',
  'payments.settle',
]);

interface RecordedCall {
  method: RepositoryMethod;
  args: readonly unknown[];
}

/** What a handler asked of the repositories, in order, so a test can state it. */
export class CallLog {
  private readonly calls: RecordedCall[] = [];

  record<M extends RepositoryMethod>(method: M, args: ArgumentsOf<M>): void {
    this.calls.push({ method, args: deepCopy(args) });
  }

  /** The methods called, in order. */
  methods(): RepositoryMethod[] {
    return this.calls.map((call) => call.method);
  }

  /** The calls that changed (or tried to change) stored state, in order. */
  writes(): RepositoryMethod[] {
    return this.methods().filter((method) => WRITES.has(method));
  }

  /** The arguments of every call of one method, in order. */
  argumentsOf<M extends RepositoryMethod>(method: M): ArgumentsOf<M>[] {
    return this.calls.filter((call) => call.method === method).map((call) => call.args as ArgumentsOf<M>);
  }

  clear(): void {
    this.calls.length = 0;
  }
}
