import { Access, ErrorCode, Feature, HttpRoute, JsonSchema, Role } from '@innkeep/contract';

import { Principal } from '../access/principal';
import type { ChannelEnvironment } from '../ports/channels';
import { CursorSeal } from '../ports/cursor-seal';
import { EventDraft, OutboundUrlPolicy } from '../ports/events';
import { HealthReader } from '../ports/health';
import type { OnlinePayments } from '../ports/online-payments';
import { QuotaReader } from '../ports/quotas';
import { Repositories } from '../ports/repositories';

/** MCP tool annotations, every one set on purpose (the SDK defaults two of them to true). */
export interface ToolAnnotations {
  readOnlyHint: boolean;
  destructiveHint: boolean;
  idempotentHint: boolean;
  openWorldHint: boolean;
}

export interface ServiceInfo {
  version: string;
  apiBaseUrl: string;
  mcpUrl: string;
  /** The authorization server named by the protected-resource metadata. */
  authorizationServerUrl: string;
}

export interface OperationContext {
  /** Null only for public operations. */
  principal: Principal | null;
  repos: Repositories;
  service: ServiceInfo;
  /** The caller's quotas, read without spending (the quota catalogue). */
  quotas: QuotaReader;
  /** The dependencies' state (the status operation); absent where nothing is checked. */
  health?: HealthReader;
  /** Channel feeds and their schedule, for the synchronisation; absent where nothing is fetched. */
  channels?: ChannelEnvironment;
  /** Which webhook addresses may be registered; absent where none are. */
  webhookUrls?: OutboundUrlPolicy;
  /** The host's own payment processor account (Checkout Sessions, refunds); absent where none is reached. */
  payments?: OnlinePayments;
  /**
   * Set while a write runs dry: its database changes are rolled back, but a call outside the
   * database (the payment processor) is not, so a handler that makes one skips it then.
   */
  dryRun?: boolean;
  /**
   * Names this call to systems outside the database (the payment processor's idempotency keys):
   * the client's Idempotency-Key when it sent one, else the request's id. A retry with the same
   * Idempotency-Key names the same call; two calls without one are two calls.
   */
  callId?: string;
  /** Seals the positions cursors stand for. */
  cursors: CursorSeal;
  now(): Date;
}

/** The principal of an authenticated operation; throws if a public operation asks for it. */
export function principalOf(ctx: OperationContext): Principal {
  if (!ctx.principal) throw new Error('This operation needs an authenticated principal');
  return ctx.principal;
}

/**
 * One capability of Innkeep, written once and adapted by every surface. The surfaces read the
 * metadata (routes, tool name, command id, scope, quota bucket) and call `handle` with a validated
 * input; none of them holds rules of its own.
 */
export interface Operation<I extends object = object, O = unknown> {
  /** Stable id, also the quota bucket: `properties.list`. */
  name: string;
  summary: string;
  description: string;
  access: Access;
  /** A plan feature beyond API access itself. */
  feature?: Feature;
  /** Roles allowed beyond the scope (the audit log is the owners' and admins'); any role but STAFF when absent. */
  roles?: Role[];
  /**
   * What a STAFF member may do with it; absent: nothing (403 ROLE_REQUIRED). The executor applies
   * it on every surface, before the handler runs, so no handler checks a role.
   */
  staff?: StaffAccess<I>;
  /** Reads spend the read quota, writes the write quota. */
  quota: 'read' | 'write';
  /** The class-validator DTO every surface validates against. */
  input: new () => I;
  /** JSON Schema of the success answer (OpenAPI response, MCP outputSchema). */
  output: JsonSchema;
  /** REST routes; the first is canonical. */
  http: HttpRoute[];
  successStatus?: 200 | 201 | 202;
  /**
   * An update of optional fields that refuses to change nothing (400 VALIDATION_FAILED when it names
   * none): its REST body is required and names at least one field. Other bodies without a required
   * field may be left out.
   */
  needsSomeField?: true;
  /** The MCP tool. `owner: false` when another operation registers the same tool. */
  mcp: {
    tool: string;
    title: string;
    annotations: ToolAnnotations;
    owner?: boolean;
    /**
     * A second form of the tool: a call naming any of `when` runs `operation` instead (its input,
     * plan feature and quota), as `analytics_summary` answers the period summary given `from`/`to`.
     */
    periodForm?: { operation: AnyOperation; when: string[] };
    /** Arguments the tool fills in when a call leaves them out (`calendar_get` answers the compact form). */
    defaults?: Record<string, unknown>;
    /**
     * The answer's field that holds the listed items: the tool then takes `fields` (what to keep of
     * each item) and pages by `cursor` ([contract.md](docs/contract.md#mcp)).
     */
    list?: string;
    /** For a list that pages itself: the cursor of the page after `item`, for a page the size bound cut short. */
    cursorAfter?(item: never): string;
    /** The arguments of one typical call, shown in the tool's description. */
    example?: Record<string, unknown>;
    /** How to ask for less when an answer is cut to the size bound, in one sentence. */
    narrow?: string;
  } | null;
  /** The oclif command id (`properties:get`). */
  cli: string;
  /** Further commands for the same operation (`bookings:check-in` beside `bookings:confirm`). */
  moreCli?: string[];
  /** Coded errors beyond the ones every authenticated route can answer. */
  errors?: ErrorCode[];
  /** The answer as CSV, for spreadsheets: REST serves it to `Accept: text/csv`. */
  csv?(answer: O): string;
  /** What the CSV holds, for the OpenAPI description (the report summary's when absent). */
  csvDescription?: string;
  /**
   * Whether the surface must obtain a separate confirmation before running it (MCP): the question
   * the person answers, written for them rather than for a model (what would change, which one,
   * and what follows), or null when this call needs none.
   */
  confirmationQuestion?(ctx: OperationContext, input: I): Promise<string | null>;
  handle(ctx: OperationContext, input: I): Promise<O>;
  /**
   * The answer holds a secret shown only this once (a signing secret, an export feed address with
   * its token), wherever in the answer it sits: a replay of the write answers it again, so its
   * idempotency record keeps the whole answer sealed, never in clear. A test of the catalogue
   * requires it of every write whose answer names a secret.
   */
  answerHoldsSecrets?: boolean;
  /** The changes a write's answer stands for, stored in its transaction as the feed's events. */
  events?(answer: NoInfer<O>, input: NoInfer<I>): EventDraft[];
  /**
   * A write on the hot path whose statements PostgreSQL plans once per connection and reuses (its
   * generic plans), instead of planning each run for the values at hand. Only for writes whose
   * statements' generic plans are known to be as good (a medium test of persistence holds them).
   */
  genericPlans?: true;
}

/** How far a STAFF member reaches into an operation: their own assigned work, nothing of guests or money. */
export interface StaffAccess<I> {
  /** The input fields a STAFF member may send (absent: every field); any other answers 403 ROLE_REQUIRED naming it. */
  fields?: readonly string[];
  /** Narrows a STAFF member's input to their own work (the task list: assigned to themselves). */
  narrow?(input: Record<string, unknown>, principal: Principal): Record<string, unknown>;
  /**
   * The thing the input names and who it is assigned to: anything not assigned to the STAFF member
   * answers 404, as if it did not exist. Read in the write's transaction for writes.
   */
  owned?: { resource: string; assigneeOf(ctx: OperationContext, input: NoInfer<I>): Promise<string | null | undefined> };
}

/** Declares an operation with its input and output types checked against each other. */
export function defineOperation<I extends object, O>(operation: Operation<I, O>): Operation<I, O> {
  return operation;
}

export type AnyOperation = Operation<object, unknown>;
