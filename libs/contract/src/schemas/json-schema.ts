/** A JSON Schema object (draft 2020-12 subset used by OpenAPI 3.1 and MCP). */
export type JsonSchema = { [keyword: string]: unknown };
