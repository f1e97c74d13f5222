import { ApiKeyEntity } from './api-key.entity';
import { ApiKeyWorkspaceEntity } from './api-key-workspace.entity';
import { AuditEntryEntity } from './audit-entry.entity';
import { BillingEventEntity } from './billing-event.entity';
import { BlockEntity } from './block.entity';
import { CalendarNightEntity } from './calendar-night.entity';
import { ChannelAriOutboxEntity } from './channel-ari-outbox.entity';
import { ChannelConnectionEntity } from './channel-connection.entity';
import { ChannelHookReceiptEntity } from './channel-hook-receipt.entity';
import { ChannelListingEntity } from './channel-listing.entity';
import { ChannelOutboxEntity } from './channel-outbox.entity';
import { ConfirmationEntity } from './confirmation.entity';
import { EventEntity } from './event.entity';
import { GuestEntity } from './guest.entity';
import { IdempotencyRecordEntity } from './idempotency-record.entity';
import { LinkedIdentityEntity } from './linked-identity.entity';
import { MembershipEntity } from './membership.entity';
import { MessageEntity } from './message.entity';
import { MessageThreadEntity } from './message-thread.entity';
import { OAuthAuthorizationEntity } from './oauth-authorization.entity';
import { OAuthRecordEntity } from './oauth-record.entity';
import { PaymentEntity } from './payment.entity';
import { PaymentAccountEntity } from './payment-account.entity';
import { PlanEntity } from './plan.entity';
import { PropertyEntity } from './property.entity';
import { RateNightEntity } from './rate-night.entity';
import { RatePlanEntity } from './rate-plan.entity';
import { ReservationEntity } from './reservation.entity';
import { ServerSecretEntity } from './server-secret.entity';
import { SiteSlugEntity } from './site-slug.entity';
import { SubscriptionEntity } from './subscription.entity';
import { TaskEntity } from './task.entity';
import { UnitEntity } from './unit.entity';
import { UserEntity } from './user.entity';
import { WebSessionEntity } from './web-session.entity';
import { WebhookAttemptEntity } from './webhook-attempt.entity';
import { WebhookDeliveryEntity } from './webhook-delivery.entity';
import { WebhookEndpointEntity } from './webhook-endpoint.entity';
import { WebsitePostEntity } from './website-post.entity';
import { WebsiteSiteEntity } from './website-site.entity';
import { WorkspaceEntity } from './workspace.entity';

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
