import { EventType } from '@innkeep/contract';

import { EventDraft } from '../ports/events';

/** The write answered the resource itself: the event carries it whole. */
export function answered(type: EventType, resourceType: string): (answer: { id: string }) => EventDraft[] {
  return (answer) => [{ type, resource: { type: resourceType, id: answer.id }, data: answer }];
}

/** The write answered a count: the event carries what was asked (the change) and the count. */
export function asked(
  type: EventType,
  resourceOf: (input: Record<string, unknown>) => { type: string; id: string },
): (answer: object, input: object) => EventDraft[] {
  return (answer, input) => [{ type, resource: resourceOf(input as Record<string, unknown>), data: { ...input, ...answer } }];
}

/** The rate plan, unit or property a rates write addressed, most precise first. */
export function rateTargetOf(input: Record<string, unknown>): { type: string; id: string } {
  if (typeof input.ratePlanId === 'string') return { type: 'rate_plan', id: input.ratePlanId };
  if (typeof input.unitId === 'string') return { type: 'unit', id: input.unitId };
  return { type: 'property', id: String(input.propertyId) };
}

/** A connection without its feed and export addresses, which carry secrets. */
export function connectionEvent(type: EventType): (answer: object, input: object) => EventDraft[] {
  return (answer, input) => {
    const connection = answer as { id?: string; channel?: string; propertyId?: string; method?: string; status?: string };
    const id = connection.id ?? String((input as { connectionId?: string }).connectionId);
    return [
      {
        type,
        resource: { type: 'connection', id },
        data: { id, channel: connection.channel, propertyId: connection.propertyId, method: connection.method, status: connection.status ?? 'DISCONNECTED' },
      },
    ];
  };
}

/** A settings write answers the property or unit with the propagation to channels. */
export function settingsChanged(resourceType: 'property' | 'unit'): (answer: { property?: { id: string }; unit?: { id: string } }) => EventDraft[] {
  return (answer) => {
    const id = (resourceType === 'property' ? answer.property?.id : answer.unit?.id) ?? '';
    return [{ type: 'settings.updated', resource: { type: resourceType, id }, data: answer }];
  };
}
