/** A JSON Schema object (draft 2020-12 subset used by OpenAPI 3.1 and MCP). */
export type JsonSchema = { [keyword: string]: unknown };

/**
 * A JSON Schema that also tells the compiler the TypeScript type of the values it describes, under
 * a key that exists for the compiler only: nothing is stored under it at run time, a shape is the
 * plain JSON Schema object the builders below write.
 */
export type Shape<T> = JsonSchema & { readonly '~valueType': T };

/** The TypeScript type of the values a shape describes (`unknown` for an untyped schema). */
export type Infer<S> = S extends { readonly '~valueType': infer T } ? T : unknown;

/** Marks, for the compiler only, an object property the TypeScript type may leave out. */
type Optional<S> = S & { readonly '~mayBeAbsent': true };
type AbsentKeys<P> = { [K in keyof P]: P[K] extends { readonly '~mayBeAbsent': true } ? K : never }[keyof P];
type Flat<T> = { [K in keyof T]: T[K] } & {};
/** An object's type from its properties' shapes: every property present unless marked `mayBeAbsent`. */
export type InferObject<P> = Flat<{ [K in Exclude<keyof P, AbsentKeys<P>>]: Infer<P[K]> } & { [K in AbsentKeys<P>]?: Infer<P[K]> }>;

/** An object shape keeps its properties' shapes, so another shape can extend them. */
export type ObjectShape<P extends Record<string, JsonSchema>> = Shape<InferObject<P>> & {
  type: 'object';
  properties: P;
  required: string[];
  additionalProperties: true;
};

/** Declares the type a hand-written schema describes (a union of forms, a map): the one unchecked step. */
export const shapeOf = <T>(schema: JsonSchema): Shape<T> => schema as Shape<T>;

export const str = shapeOf<string>({ type: 'string' });
export const int = shapeOf<number>({ type: 'integer' });
export const num = shapeOf<number>({ type: 'number' });
export const bool = shapeOf<boolean>({ type: 'boolean' });
export const dateString = shapeOf<string>({ type: 'string', format: 'date', pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
export const idString = str;
export const dateTime = shapeOf<string>({ type: 'string', format: 'date-time' });

/** One of the given values: `{ enum: [...] }`. More keywords (a description) are spread beside it. */
export const enumOf = <const V extends readonly (string | number)[]>(values: V): Shape<V[number]> => shapeOf<V[number]>({ enum: [...values] });
/** One of the given strings, its type said too: `{ type: 'string', enum: [...] }`. */
export const stringEnumOf = <const V extends readonly string[]>(values: V): Shape<V[number]> => shapeOf<V[number]>({ type: 'string', enum: [...values] });

/** A property the answer may leave out: the schema is unchanged, the TypeScript property optional. */
export const mayBeAbsent = <S extends JsonSchema>(shape: S): Optional<S> => shape as Optional<S>;

export function objectSchema<P extends Record<string, JsonSchema>>(properties: P, required: string[] = [], description?: string): ObjectShape<P> {
  return {
    type: 'object',
    ...(description ? { description } : {}),
    properties,
    required,
    additionalProperties: true,
  } as unknown as ObjectShape<P>;
}

export function arrayOf<S extends JsonSchema>(items: S, description?: string): Shape<Infer<S>[]> {
  return shapeOf<Infer<S>[]>({ type: 'array', items, ...(description ? { description } : {}) });
}

export const nullable = <S extends JsonSchema>(schema: S): Shape<Infer<S> | null> => shapeOf<Infer<S> | null>({ anyOf: [schema, { type: 'null' }] });

/** The cursor a paged list answers: pass it back for the next page; null on the last. */
export const nextPageCursor = nullable({ ...str, description: 'Pass as cursor for the next page; null on the last' });
