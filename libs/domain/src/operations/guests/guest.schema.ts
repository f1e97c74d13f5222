import { arrayOf, dateString, nullable, objectSchema, RESERVATION_SOURCES, RESERVATION_STATUSES } from '@innkeep/contract';

const str = { type: 'string' };
const int = { type: 'integer' };

const guestFields = {
  id: str,
  firstName: str,
  lastName: str,
  email: nullable({ ...str, description: 'Lower case; one guest per e-mail in a workspace, self-declared guests aside' }),
  phone: nullable(str),
  stays: { ...int, description: 'Reservations of the guest that were not cancelled' },
  lastStayAt: nullable({ ...dateString, description: 'Arrival date of the latest stay that was not cancelled' }),
  selfDeclared: {
    type: 'boolean',
    description: 'Typed by an anonymous visitor booking on the website: a guest record of its own, never matched by e-mail to a guest the workspace knows, nor changing one',
  },
  knownGuestId: nullable({ ...str, description: 'For a self-declared guest, the guest the workspace knows with the same e-mail (whom the visitor may be, or may pretend to be); null otherwise' }),
};

export const guestSummarySchema = objectSchema(guestFields, ['id', 'firstName', 'lastName', 'email', 'phone', 'stays', 'lastStayAt', 'selfDeclared', 'knownGuestId']);

export const guestStaySchema = objectSchema(
  {
    id: str,
    status: { enum: [...RESERVATION_STATUSES] },
    source: { enum: [...RESERVATION_SOURCES] },
    arrivalDate: dateString,
    departureDate: dateString,
    nights: int,
    totalAmountMinor: int,
    currency: str,
    unit: objectSchema({ id: str, name: str }, ['id', 'name']),
    property: objectSchema({ id: str, name: str }, ['id', 'name']),
  },
  ['id', 'status', 'arrivalDate', 'departureDate'],
);

export const guestDetailSchema = objectSchema(
  { ...guestFields, reservations: arrayOf(guestStaySchema, 'The guest’s reservations, newest first') },
  ['id', 'firstName', 'lastName', 'stays', 'selfDeclared', 'knownGuestId', 'reservations'],
);
