/** How the client calls one method: its route, and whether its input is the body or the query. */
export interface OperationSpec {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly path: string;
  /** The route's path parameters, in order: the method's first arguments. */
  readonly pathParams: readonly string[];
  readonly input: 'body' | 'query' | 'none';
  /** Set on lists read page by page: the array of items and the query parameter of the cursor. */
  readonly page?: { readonly items: string; readonly cursor: string };
}

export type OperationTable = Readonly<Record<string, Readonly<Record<string, OperationSpec>>>>;
