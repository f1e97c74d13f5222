/**
 * JSON already serialised (by PostgreSQL): sent as is by REST, parsed by MCP. A large answer (a
 * year's calendar of many units, tens of MB) comes as many parts, a row each, so that no step
 * holds the whole text as one string: REST writes the parts out in chunks, the event loop turning
 * between them.
 */
export class JsonText {
  readonly parts: readonly string[];

  constructor(...parts: string[]) {
    this.parts = parts;
  }

  /** The whole text, joined once when a caller needs it as a value (MCP, the web pages). */
  get text(): string {
    return this.parts.length === 1 ? this.parts[0] : this.parts.join('');
  }

  /** Characters in all, without joining. */
  get length(): number {
    let length = 0;
    for (const part of this.parts) length += part.length;
    return length;
  }
}
