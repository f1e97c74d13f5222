/**
 * A deep copy of plain data (objects, arrays, maps, dates) made in the caller's realm. Jest runs
 * each test file in a realm of its own, where the global structuredClone would build objects with
 * Node's prototypes, and strict deep equality would then fail on equal values. Functions and class
 * instances other than Date and Map are kept as they are.
 */
export function deepCopy<T>(value: T): T {
  if (Array.isArray(value)) return value.map(deepCopy) as T;
  if (value instanceof Date) return new Date(value.getTime()) as T;
  if (value instanceof Map) return new Map([...value].map(([key, entry]) => [key, deepCopy(entry)])) as T;
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, deepCopy(field)])) as T;
  }
  return value;
}
