import { Transform } from 'class-transformer';
import { registerDecorator } from 'class-validator';

import { isTimeZone } from '../time/local-time';

/** Region names (`Europe/Lisbon`, `UTC`) only: Intl also takes offsets such as `+01:00`, which have no daylight saving rules. */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;

export function isTimeZoneName(value: unknown): value is string {
  return typeof value === 'string' && ZONE_NAME.test(value) && isTimeZone(value);
}

/**
 * An IANA time-zone name, kept in its canonical spelling (`europe/lisbon` is stored as
 * `Europe/Lisbon`), so that every reader compares and shows the same name.
 */
export function IsTimeZoneName(): PropertyDecorator {
  return (target: object, propertyName: string | symbol) => {
    Transform(({ value }) => (isTimeZoneName(value) ? new Intl.DateTimeFormat('en', { timeZone: value }).resolvedOptions().timeZone : value))(
      target,
      propertyName,
    );
    registerDecorator({
      name: 'isTimeZoneName',
      target: target.constructor,
      propertyName: propertyName as string,
      options: { message: `${String(propertyName)} must be an IANA time zone such as Europe/Lisbon or UTC` },
      validator: { validate: isTimeZoneName },
    });
  };
}
