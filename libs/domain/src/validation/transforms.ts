import { Transform } from 'class-transformer';

/**
 * Query strings arrive as text and MCP arguments as JSON values: these accept both, and leave
 * anything else untouched so that the validator rejects it with a clear message.
 */
export function ToBoolean(): PropertyDecorator {
  return Transform(({ value }) => {
    if (value === 'true' || value === '1') return true;
    if (value === 'false' || value === '0') return false;
    return value;
  });
}

export function ToInteger(): PropertyDecorator {
  return Transform(({ value }) => {
    if (typeof value === 'string' && /^-?\d+$/.test(value.trim())) return Number(value);
    return value;
  });
}

/** `MON,FRI` in a query string, or an array from JSON. */
export function ToList(): PropertyDecorator {
  return Transform(({ value }) => {
    if (typeof value === 'string')
      return value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
    return value;
  });
}

/** Names and addresses arrive with stray spaces from forms and shells: keep what is between them. */
export function ToTrimmed(): PropertyDecorator {
  return Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
}

/** Codes (currencies, countries) are accepted in any letter case and kept in upper case. */
export function ToUpperCase(): PropertyDecorator {
  return Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value));
}
