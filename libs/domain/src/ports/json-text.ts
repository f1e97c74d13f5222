/**
 * JSON already serialised (by PostgreSQL): sent as is by REST, parsed by MCP. A large answer (a
 * year's calendar of many units, tens of MB) comes as many parts, a row each, so that no step holds
 * the whole text as one string: REST writes the parts out in chunks, the event loop turning between
 * them. The parts are text, or (the full calendar) the UTF-8 bytes PostgreSQL sent, never decoded.
 */
export class JsonText {
  /** The parts given as text (none when the text came as bytes). No private members: the class stays structural across builds. */
  readonly textParts: readonly string[];
  /** The UTF-8 bytes as latin1 strings, when the text came as bytes (ofUtf8Bytes). */
  readonly utf8Bytes: readonly string[] | undefined = undefined;

  constructor(...parts: string[]) {
    this.textParts = parts;
  }

  /**
   * JSON as its UTF-8 bytes, each part a string of one character per byte (latin1). Strings rather
   * than buffers keep the bytes on V8's heap: buffers are memory outside it, which V8 reclaims with
   * full collections once enough of it piles up between two young ones, and a server that decodes
   * little text makes few young ones (docs/performance.md#the-calendars-own-cost).
   */
  static ofUtf8Bytes(latin1Parts: readonly string[]): JsonText {
    const json = new JsonText();
    (json as { utf8Bytes: readonly string[] | undefined }).utf8Bytes = latin1Parts;
    return json;
  }

  /** The text's parts (bytes are decoded, as one part). */
  get parts(): readonly string[] {
    return this.utf8Bytes ? [this.text] : this.textParts;
  }

  /** The whole text, joined once when a caller needs it as a value (MCP, the web pages). */
  get text(): string {
    if (this.utf8Bytes) return Buffer.from(this.utf8Bytes.join(''), 'latin1').toString('utf8');
    return this.textParts.length === 1 ? this.textParts[0] : this.textParts.join('');
  }

  /** Characters in all (bytes, for UTF-8 bytes), without joining. */
  get length(): number {
    let length = 0;
    for (const part of this.utf8Bytes ?? this.textParts) length += part.length;
    return length;
  }
}
