import { ValueTransformer } from 'typeorm';

/** PostgreSQL returns bigint as text; our counters and money fit in a JS number. */
export const bigintAsNumber: ValueTransformer = {
  to: (value: number | null) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};
