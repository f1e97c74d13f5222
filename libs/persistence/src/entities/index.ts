import { RateNightEntity } from './rate-night.entity';
import { BlockEntity } from './block.entity';
import { CalendarNightEntity } from './calendar-night.entity';
import { ConfirmationEntity } from './confirmation.entity';
import { GuestEntity } from './guest.entity';
import { MessageEntity } from './message.entity';
import { MessageThreadEntity } from './message-thread.entity';
import { IdempotencyRecordEntity } from './idempotency-record.entity';
import { ReservationEntity } from './reservation.entity';
import { ApiKeyWorkspaceEntity } from './api-key-workspace.entity';
import { ApiKeyEntity } from './api-key.entity';
import { ChannelConnectionEntity } from './channel-connection.entity';
import { ChannelOutboxEntity } from './channel-outbox.entity';
import { ChannelListingEntity } from './channel-listing.entity';
import { MembershipEntity } from './membership.entity';
import { PlanEntity } from './plan.entity';
import { PropertyEntity } from './property.entity';
import { RatePlanEntity } from './rate-plan.entity';
import { SubscriptionEntity } from './subscription.entity';
import { BillingEventEntity } from './billing-event.entity';
import { UnitEntity } from './unit.entity';
import { UserEntity } from './user.entity';
import { WorkspaceEntity } from './workspace.entity';
import { LinkedIdentityEntity } from './linked-identity.entity';
import { OAuthAuthorizationEntity } from './oauth-authorization.entity';
import { OAuthRecordEntity } from './oauth-record.entity';
import { ServerSecretEntity } from './server-secret.entity';
import { WebSessionEntity } from './web-session.entity';
import { AuditEntryEntity } from './audit-entry.entity';
import { ChannelAriOutboxEntity } from './channel-ari-outbox.entity';
import { ChannelHookReceiptEntity } from './channel-hook-receipt.entity';
import { EventEntity } from './event.entity';
import { WebhookAttemptEntity } from './webhook-attempt.entity';
import { WebhookDeliveryEntity } from './webhook-delivery.entity';
import { WebhookEndpointEntity } from './webhook-endpoint.entity';
import { WebsitePostEntity } from './website-post.entity';
import { WebsiteSiteEntity } from './website-site.entity';
import { TaskEntity } from './task.entity';
import { PaymentEntity } from './payment.entity';
import { SiteSlugEntity } from './site-slug.entity';
import { PaymentAccountEntity } from './payment-account.entity';

export {
  RateNightEntity,
  BlockEntity,
  CalendarNightEntity,
  ConfirmationEntity,
  GuestEntity,
  MessageEntity,
  MessageThreadEntity,
  IdempotencyRecordEntity,
  ReservationEntity,
  ApiKeyEntity,
  ApiKeyWorkspaceEntity,
  ChannelConnectionEntity,
  ChannelOutboxEntity,
  ChannelListingEntity,
  MembershipEntity,
  PlanEntity,
  PropertyEntity,
  RatePlanEntity,
  SubscriptionEntity,
  BillingEventEntity,
  UnitEntity,
  UserEntity,
  WorkspaceEntity,
  LinkedIdentityEntity,
  OAuthAuthorizationEntity,
  OAuthRecordEntity,
  ServerSecretEntity,
  WebSessionEntity,
  AuditEntryEntity,
  ChannelAriOutboxEntity,
  ChannelHookReceiptEntity,
  EventEntity,
  WebhookAttemptEntity,
  WebhookDeliveryEntity,
  WebhookEndpointEntity,
  WebsitePostEntity,
  WebsiteSiteEntity,
  TaskEntity,
  SiteSlugEntity,
  PaymentEntity,
  PaymentAccountEntity,
};

export const ENTITIES = [
  WorkspaceEntity,
  UserEntity,
  MembershipEntity,
  PlanEntity,
  SubscriptionEntity,
  BillingEventEntity,
  ApiKeyEntity,
  ApiKeyWorkspaceEntity,
  PropertyEntity,
  UnitEntity,
  RatePlanEntity,
  ChannelConnectionEntity,
  ChannelListingEntity,
  ChannelOutboxEntity,
  GuestEntity,
  ReservationEntity,
  MessageThreadEntity,
  MessageEntity,
  CalendarNightEntity,
  BlockEntity,
  IdempotencyRecordEntity,
  ConfirmationEntity,
  RateNightEntity,
  OAuthRecordEntity,
  OAuthAuthorizationEntity,
  WebSessionEntity,
  LinkedIdentityEntity,
  ServerSecretEntity,
  EventEntity,
  WebhookEndpointEntity,
  WebhookDeliveryEntity,
  WebhookAttemptEntity,
  AuditEntryEntity,
  ChannelAriOutboxEntity,
  ChannelHookReceiptEntity,
  WebsiteSiteEntity,
  SiteSlugEntity,
  WebsitePostEntity,
  TaskEntity,
  PaymentEntity,
  PaymentAccountEntity,
];
