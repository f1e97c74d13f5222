import assert from 'node:assert/strict';

import { EVENT_TYPES } from '@innkeep/contract';

import { CreateWebhookInput } from '../src/operations/events/create-webhook.operation';
import { ListEventsInput } from '../src/operations/events/list-events.operation';
import { validateInput } from '../src/validation/validate-input';

/** A refused event type names every type there is, so the caller can correct it from the message alone. */
describe('event type messages', () => {
  const messageOf = (run: () => unknown): string => {
    try {
      run();
    } catch (error) {
      return ((error as { messages?: string[]; message: string }).messages ?? [(error as Error).message]).join('\n');
    }
    throw new Error('accepted');
  };

  it('lists every event type when the feed is asked for an unknown one', () => {
    const message = messageOf(() => validateInput(ListEventsInput, { types: ['reservation.exploded'] }));
    for (const type of EVENT_TYPES) assert.ok(message.includes(type), `${type} is named in: ${message}`);
  });

  it('lists every event type, and *, when a webhook subscribes to an unknown one', () => {
    const message = messageOf(() => validateInput(CreateWebhookInput, { url: 'https://example.com/hooks', events: ['reservation.exploded'] }));
    for (const type of ['*', ...EVENT_TYPES]) assert.ok(message.includes(type), `${type} is named in: ${message}`);
  });
});
