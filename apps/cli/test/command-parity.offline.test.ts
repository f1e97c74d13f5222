import assert from 'node:assert/strict';
import { resolve } from 'node:path';

import { OPERATION_CONTRACTS, OperationContract, operationContract } from '@innkeep/contract';
import { Command, Config, settings } from '@oclif/core';

import { camelCase, FieldName, InnkeepCommand, NON_INPUT_FLAGS } from '../src/base-command';

/** apps/cli, from apps/cli/test. */
const CLI_ROOT = resolve(__dirname, '..');

/** Commands of the CLI alone, with no operation behind them. */
const CLI_ONLY = new Set(['login', 'logout', 'doctor']);

type InnkeepCommandClass = Command.Class & typeof InnkeepCommand;

/** Every command id an operation is reachable by. */
const commandIdsOf = (operation: OperationContract) => [operation.cli, ...(operation.moreCli ?? [])];

/** The input fields an arg or flag fills: the head of a dotted path, or each field of a list. */
function fieldsFilledBy(name: string, fieldNames: Readonly<Record<string, FieldName>>): string[] {
  const field = Object.hasOwn(fieldNames, name) ? fieldNames[name] : camelCase(name);
  if (field === null) return [];
  return typeof field === 'string' ? [field.split('.')[0]] : [...field];
}

function optionNamesOf(command: InnkeepCommandClass): string[] {
  return [...Object.keys(command.args ?? {}), ...Object.keys(command.flags ?? {})].filter((name) => !NON_INPUT_FLAGS.has(name));
}

/**
 * The CLI side of the parity check (docs/architecture.md#the-operation-catalogue): the oclif
 * commands against the operation catalogue, and each command's options against its operation's input.
 */
describe('CLI commands and the operation catalogue', () => {
  let config: Config;
  let commands: Array<{ id: string; command: InnkeepCommandClass }>;

  beforeAll(async () => {
    settings.enableAutoTranspile = false;
    config = await Config.load(CLI_ROOT);
    // The CLI's own commands: not aliases, not those of the plugins it ships (shell completion).
    const own = config.commands.filter(
      (cached) => cached.pluginName === config.name && !cached.aliases.includes(cached.id) && !cached.hiddenAliases.includes(cached.id),
    );
    commands = await Promise.all(own.map(async (cached) => ({ id: cached.id, command: (await cached.load()) as InnkeepCommandClass })));
  });

  test('every catalogue operation is a command (and each of its further commands too)', () => {
    const missing = OPERATION_CONTRACTS.flatMap((operation) =>
      commandIdsOf(operation)
        .filter((id) => !config.findCommand(id))
        .map((id) => `${operation.name} → ${id}`),
    );
    assert.deepEqual(missing, []);
  });

  test('every command is a command of the catalogue, or one of the CLI-only commands', () => {
    const known = new Set(OPERATION_CONTRACTS.flatMap(commandIdsOf));
    const strays = commands.map(({ id }) => id).filter((id) => !known.has(id) && !CLI_ONLY.has(id));
    assert.deepEqual(strays, []);
  });

  test('every command of a write takes --dry-run, and no other command does', () => {
    const writes = new Set(OPERATION_CONTRACTS.filter((operation) => operation.quota === 'write').flatMap(commandIdsOf));
    const wrong = commands.filter(({ id, command }) => writes.has(id) !== Object.hasOwn(command.flags ?? {}, 'dry-run')).map(({ id }) => id);
    assert.deepEqual(wrong, []);
  });

  test('login is also auth:login', () => {
    assert.equal(config.findCommand('auth:login')?.id, 'auth:login');
    assert.ok(config.findCommand('login')?.aliases.includes('auth:login'));
  });

  test('the names from before the plural nouns (booking, booking cancel …) run the bookings commands, out of sight in the help', async () => {
    for (const [old, current] of [
      ['booking', 'bookings:show'],
      ['booking:cancel', 'bookings:cancel'],
      ['booking:move', 'bookings:move'],
      ['booking:confirm', 'bookings:confirm'],
      ['booking:check-in', 'bookings:check-in'],
      ['booking:check-out', 'bookings:check-out'],
      ['booking:no-show', 'bookings:no-show'],
      ['booking:provisional', 'bookings:provisional'],
    ]) {
      const alias = config.findCommand(old);
      assert.ok(alias, old);
      assert.equal(await alias.load(), await config.findCommand(current)?.load(), `${old} runs ${current}`);
      assert.equal(alias.hidden, true, `${old} is not listed in the help`);
    }
  });

  test('a command calls the operation it is the command of', () => {
    for (const { id, command } of commands) {
      if (!command.operation) continue;
      const operation = operationContract(command.operation);
      assert.ok(commandIdsOf(operation).includes(id), `${id} calls ${operation.name}, whose commands are ${commandIdsOf(operation).join(', ')}`);
    }
  });

  test("a command's args and flags are its operation's input fields, in kebab-case", () => {
    for (const { id, command } of commands) {
      if (!command.operation) continue;
      const operation = operationContract(command.operation);
      const fields = new Set(Object.keys(operation.input.properties ?? {}));
      for (const name of optionNamesOf(command)) {
        for (const field of fieldsFilledBy(name, command.fieldNames)) {
          assert.ok(fields.has(field), `${id}: ${name} fills ${field}, which ${operation.name} does not take (${[...fields].join(', ')})`);
        }
      }
      for (const field of Object.keys(command.fixedInput)) {
        assert.ok(fields.has(field), `${id}: fixes ${field}, which ${operation.name} does not take`);
      }
    }
  });

  test('every input field of an operation can be given to its command', () => {
    for (const { id, command } of commands) {
      if (!command.operation) continue;
      const operation = operationContract(command.operation);
      const given = new Set([...optionNamesOf(command).flatMap((name) => fieldsFilledBy(name, command.fieldNames)), ...Object.keys(command.fixedInput)]);
      const missing = Object.keys(operation.input.properties ?? {}).filter((field) => !given.has(field));
      assert.deepEqual(missing, [], `${id} cannot set ${missing.join(', ')}`);
    }
  });
});
