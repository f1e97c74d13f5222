import { Client, Pool, PoolClient, Query } from 'pg';
import type { EntityManager } from 'typeorm';

import { inlineParameters, InlineValue } from './transaction';

/** What COPY's binary format puts before the first row: signature (11), flags (4), extension length (4). */
const COPY_BINARY_HEADER_BYTES = 19;

/**
 * The first column of each row of COPY's binary format, copied out as it comes: after the header,
 * a row is its field count (int16; -1 ends the data), then per field its length (int32; -1 for
 * NULL, which is skipped) and its bytes. pg hands each data message over as a view into its read
 * buffer, which it may write over on its next read, so what is kept is copied at once, into a
 * latin1 string (a character per byte, on V8's heap: see JsonText.ofUtf8Bytes).
 */
export class CopyBinaryFirstColumns {
  readonly values: string[] = [];
  private pending: Buffer | null = null;
  private headerRead = false;
  private ended = false;

  push(chunk: Buffer): void {
    const data = this.pending ? Buffer.concat([this.pending, chunk]) : chunk;
    this.pending = null;
    let offset = 0;
    if (!this.headerRead) {
      if (data.length < COPY_BINARY_HEADER_BYTES) return this.keep(data, 0);
      offset = COPY_BINARY_HEADER_BYTES + data.readUInt32BE(COPY_BINARY_HEADER_BYTES - 4);
      this.headerRead = true;
    }
    while (!this.ended && offset + 2 <= data.length) {
      const fields = data.readInt16BE(offset);
      if (fields < 0) {
        this.ended = true;
        return;
      }
      const row = this.rowEnd(data, offset + 2, fields);
      if (row === null) break;
      if (row.first) this.values.push(row.first.toString('latin1'));
      offset = row.end;
    }
    if (!this.ended && offset < data.length) this.keep(data, offset);
  }

  private keep(data: Buffer, from: number): void {
    this.pending = Buffer.from(data.subarray(from));
  }

  /** Where a row whose fields start at `offset` ends, with its first value; null when it is not all here yet. */
  private rowEnd(data: Buffer, offset: number, fields: number): { end: number; first: Buffer | null } | null {
    let first: Buffer | null = null;
    for (let field = 0; field < fields; field += 1) {
      if (offset + 4 > data.length) return null;
      const length = data.readInt32BE(offset);
      offset += 4;
      if (length < 0) continue;
      if (offset + length > data.length) return null;
      if (field === 0) first = data.subarray(offset, offset + length);
      offset += length;
    }
    return { end: offset, first };
  }
}

/** A COPY … TO STDOUT (FORMAT binary) whose rows' first columns are kept as bytes. */
class CopyOutQuery extends Query {
  readonly rows = new CopyBinaryFirstColumns();

  handleCopyData(message: { chunk: Buffer }): void {
    this.rows.push(message.chunk);
  }
}

type PgClient = Client | PoolClient;

/** Runs `COPY (<statement>) TO STDOUT (FORMAT binary)` on a client and answers its rows' first columns' bytes as latin1 strings. */
export function copyFirstColumns(client: PgClient, statement: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const query: CopyOutQuery = new CopyOutQuery(`COPY (${statement}) TO STDOUT (FORMAT binary)`, (error: Error | null) =>
      error ? reject(error) : resolve(query.rows.values),
    );
    client.query(query);
  });
}

/**
 * A statement's rows of text (its first column) as their UTF-8 bytes, held as latin1 strings and
 * never decoded as UTF-8:
 * for answers PostgreSQL writes as JSON, which the API sends on as they are. pg decodes every value
 * it reads as text, so the rows come through COPY, whose data pg passes on as bytes; COPY takes no
 * parameters, so the values are written in as literals (inlineParameters). On the manager's
 * transaction when it has one, else on a pooled connection.
 */
export async function queryTextAsBytes(manager: EntityManager, text: string, values: readonly InlineValue[]): Promise<string[]> {
  const statement = inlineParameters(text, values);
  const runner = manager.queryRunner;
  try {
    if (runner) return await copyFirstColumns((await runner.connect()) as PgClient, statement);
    const client = await (manager.connection.driver as unknown as { master: Pool }).master.connect();
    try {
      return await copyFirstColumns(client, statement);
    } finally {
      client.release();
    }
  } catch (error) {
    // Logged as TypeORM logs the statements it runs itself: the text, never the values.
    manager.connection.logger.logQueryError(error as Error, text, [...values], runner);
    throw error;
  }
}
