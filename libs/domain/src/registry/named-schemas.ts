import { checklistItemSchema, taskSchema } from '../operations/tasks/task.schema';
import { connectionSchema, syncErrorSchema, syncResultSchema } from '../operations/channels/connection.schema';
import { guestDetailSchema, guestStaySchema, guestSummarySchema } from '../operations/guests/guest.schema';
import { messageSchema, threadDetailSchema, threadSchema } from '../operations/messages/thread.schema';
import { siteContentSchema, sitePostSchema, siteSchema, siteWithPostsSchema } from '../operations/website/site-content';
import { actorSchema, auditEntrySchema, createdWebhookEndpointSchema, eventPageSchema, eventSchema, webhookDeliverySchema, webhookEndpointSchema } from '../schemas/events';
import { amountLineSchema, amountsSchema, availabilitySchema, blockSchema, bookingSettingsSchema, calendarAnswerSchema, calendarSchema, compactCalendarSchema, createdReservationSchema, feesAndTaxesSchema, guestSchema, JsonSchema, listingSettingsSchema, propagationSchema, propertyDetailSchema, propertyFeeSchema, propertySchema, propertyTaxSchema, rateNightSchema, ratePlanSchema, ratesSchema, reportOverviewSchema, reportSummarySchema, reservationSchema, stayQuoteSchema, stayViolationSchema, taskSettingsSchema, unitSchema, workspaceContextSchema } from '@innkeep/contract';
import { createdSandboxSchema, sandboxSchema } from '../operations/sandboxes/sandbox.schema';

/**
 * The answer shapes a client names, each once: the OpenAPI document lists them under
 * `components.schemas` and refers to them wherever they occur, so a generated client gets named
 * types (Reservation, Property…) and a change of one field reads as one change.
 */
export const NAMED_SCHEMAS: Readonly<Record<string, JsonSchema>> = {
  Actor: actorSchema,
  AmountLine: amountLineSchema,
  Amounts: amountsSchema,
  AuditEntry: auditEntrySchema,
  Availability: availabilitySchema,
  Block: blockSchema,
  BookingSettings: bookingSettingsSchema,
  Calendar: calendarSchema,
  CalendarAnswer: calendarAnswerSchema,
  ChecklistItem: checklistItemSchema,
  CompactCalendar: compactCalendarSchema,
  Connection: connectionSchema,
  CreatedReservation: createdReservationSchema,
  CreatedSandbox: createdSandboxSchema,
  CreatedWebhookEndpoint: createdWebhookEndpointSchema,
  Event: eventSchema,
  EventPage: eventPageSchema,
  Guest: guestSchema,
  GuestDetail: guestDetailSchema,
  GuestStay: guestStaySchema,
  GuestSummary: guestSummarySchema,
  FeesAndTaxes: feesAndTaxesSchema,
  ListingSettings: listingSettingsSchema,
  Message: messageSchema,
  Propagation: propagationSchema,
  Property: propertySchema,
  PropertyFee: propertyFeeSchema,
  PropertyTax: propertyTaxSchema,
  PropertyDetail: propertyDetailSchema,
  RateNight: rateNightSchema,
  RatePlan: ratePlanSchema,
  Rates: ratesSchema,
  ReportOverview: reportOverviewSchema,
  ReportSummary: reportSummarySchema,
  Reservation: reservationSchema,
  Sandbox: sandboxSchema,
  Site: siteSchema,
  SiteContent: siteContentSchema,
  SitePost: sitePostSchema,
  SiteWithPosts: siteWithPostsSchema,
  StayQuote: stayQuoteSchema,
  StayViolation: stayViolationSchema,
  SyncError: syncErrorSchema,
  SyncResult: syncResultSchema,
  Task: taskSchema,
  TaskSettings: taskSettingsSchema,
  Thread: threadSchema,
  ThreadDetail: threadDetailSchema,
  Unit: unitSchema,
  WebhookDelivery: webhookDeliverySchema,
  WebhookEndpoint: webhookEndpointSchema,
  WorkspaceContext: workspaceContextSchema,
};
