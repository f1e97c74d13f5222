import type { CreatedSandbox, SandboxRepository, SandboxView } from '../../src';
import type { CallLog } from '../call-log';
import { scripted } from '../unexpected-call.error';

/** Sandboxes are made and reset by SQL over whole workspaces: a test scripts their answers, and a call without one fails. */
export class ScriptedSandboxRepository implements SandboxRepository {
  readonly answers: { countOwned?: number; create?: CreatedSandbox; list?: SandboxView[]; reset?: SandboxView | null; delete?: boolean } = {};

  constructor(private readonly log: CallLog) {}

  async countOwned(userId: string): Promise<number> {
    this.log.record('sandboxes.countOwned', [userId]);
    return scripted(this.answers.countOwned, 'sandboxes.countOwned', [userId]);
  }

  async create(userId: string, input: { name: string; scopes: readonly string[] }): Promise<CreatedSandbox> {
    this.log.record('sandboxes.create', [userId, input]);
    return scripted(this.answers.create, 'sandboxes.create', [userId, input]);
  }

  async list(userId: string): Promise<SandboxView[]> {
    this.log.record('sandboxes.list', [userId]);
    return scripted(this.answers.list, 'sandboxes.list', [userId]);
  }

  async reset(userId: string, sandboxId: string): Promise<SandboxView | null> {
    this.log.record('sandboxes.reset', [userId, sandboxId]);
    return scripted(this.answers.reset, 'sandboxes.reset', [userId, sandboxId]);
  }

  async delete(userId: string, sandboxId: string): Promise<boolean> {
    this.log.record('sandboxes.delete', [userId, sandboxId]);
    return scripted(this.answers.delete, 'sandboxes.delete', [userId, sandboxId]);
  }
}
