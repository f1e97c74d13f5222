import { Errors, Hook } from '@oclif/core';

import { EXIT_USAGE, failureText } from '../cli-failure';
import { chooseColours, errorColours } from '../output/colours';
import { suggestCommand } from '../typo-suggestions';

/**
 * `innkeep bookngs`: not a command. Said in the error style of every command (one sentence, a hint,
 * the code; the error document on stdout with --json), with the command probably meant, and exit 2.
 * oclif runs this only when no command matches, so it costs a correct command line nothing.
 */
const commandNotFound: Hook.CommandNotFound = async function ({ id, argv = [], config }) {
  const json = argv.includes('--json');
  chooseColours({ argv, json });
  const separator = config.topicSeparator ?? ' ';
  // oclif joins the words typed before the first flag into the id: `blok:unit_1:2030-08-01`.
  const typed = id.split(':');
  const known = [
    ...config.commands.filter((command) => !command.hidden).map((command) => command.id),
    ...config.topics.filter((topic) => !topic.hidden).map((topic) => topic.name),
  ];
  const knownIds = new Set(known);
  const suggestion = suggestCommand(
    typed,
    known.map((name) => name.split(':')),
  );
  // The words that are wrong: the mistyped command, or the first word after the longest known start.
  const knownStart = typed.findLastIndex((_, index) => knownIds.has(typed.slice(0, index + 1).join(':'))) + 1;
  const wrong = suggestion ? typed.slice(0, suggestion.command.length) : typed.slice(0, knownStart + 1);
  const help = `See \`${config.bin} --help\` for every command.`;
  const failure = {
    message: `\`${config.bin} ${wrong.join(separator)}\` is not a command.`,
    code: 'COMMAND_NOT_FOUND',
    hint: suggestion ? `Did you mean \`${[config.bin, ...suggestion.command, ...suggestion.rest].join(separator)}\`? ${help}` : help,
  };
  process.stderr.write(`${failureText(failure, errorColours())}\n`);
  if (json) {
    process.stdout.write(`${JSON.stringify({ error: { code: failure.code, msg: failure.message, exitCode: EXIT_USAGE, hint: failure.hint } }, null, 2)}\n`);
  }
  throw new Errors.ExitError(EXIT_USAGE);
};

export default commandNotFound;
