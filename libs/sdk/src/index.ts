export { Innkeep, type InnkeepOptions } from './innkeep';
export { InnkeepError } from './errors';
export { verifyWebhook, WebhookVerificationError, type VerifyWebhookOptions, type WebhookHeaders } from './webhooks';
export { EventFeed, type FollowOptions, type InnkeepEvent } from './event-feed';
export { Paged } from './paged';
export type { Answer, Body, Query, RequestOptions, IdempotentOptions, WriteOptions } from './operation-types';
export type { components, operations, paths } from './generated/openapi';

import type { components } from './generated/openapi';
/** The API's named shapes: `Schemas['Reservation']`, `Schemas['Property']`… */
export type Schemas = components['schemas'];
