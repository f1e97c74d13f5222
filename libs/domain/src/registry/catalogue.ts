import { AnyOperation } from '../catalogue/operation';
import { checkStay } from '../operations/availability/check-stay.operation';
import { getAvailability } from '../operations/availability/get-availability.operation';
import { createBlock } from '../operations/blocks/create-block.operation';
import { liftBlock } from '../operations/blocks/lift-block.operation';
import { getCalendar } from '../operations/calendar/get-calendar.operation';
import { createConnection } from '../operations/channels/create-connection.operation';
import { deleteConnection } from '../operations/channels/delete-connection.operation';
import { getConnection } from '../operations/channels/get-connection.operation';
import { listConnections } from '../operations/channels/list-connections.operation';
import { listIntegrations } from '../operations/channels/list-integrations.operation';
import { rotateExportUrls } from '../operations/channels/rotate-export-urls.operation';
import { syncConnection } from '../operations/channels/sync-connection.operation';
import { createWebhook } from '../operations/events/create-webhook.operation';
import { deleteWebhook } from '../operations/events/delete-webhook.operation';
import { listAudit } from '../operations/events/list-audit.operation';
import { listEvents } from '../operations/events/list-events.operation';
import { listWebhookDeliveries } from '../operations/events/list-webhook-deliveries.operation';
import { listWebhooks } from '../operations/events/list-webhooks.operation';
import { retryWebhookDelivery } from '../operations/events/retry-webhook-delivery.operation';
import { getGuest } from '../operations/guests/get-guest.operation';
import { listGuests } from '../operations/guests/list-guests.operation';
import { draftMessage } from '../operations/messages/draft-message.operation';
import { getThread } from '../operations/messages/get-thread.operation';
import { listThreads } from '../operations/messages/list-threads.operation';
import { markThreadRead } from '../operations/messages/mark-thread-read.operation';
import { replyToThread } from '../operations/messages/reply-to-thread.operation';
import { createPaymentLink } from '../operations/payments/create-payment-link.operation';
import { listPayments } from '../operations/payments/list-payments.operation';
import { listReservationPayments } from '../operations/payments/list-reservation-payments.operation';
import { recordPaymentOperation } from '../operations/payments/record-payment.operation';
import { refundPaymentOperation } from '../operations/payments/refund-payment.operation';
import { archiveProperty } from '../operations/properties/archive-property.operation';
import { createProperty } from '../operations/properties/create-property.operation';
import { getFeesAndTaxes, setFeesAndTaxes } from '../operations/properties/fees-and-taxes.operation';
import { getProperty } from '../operations/properties/get-property.operation';
import { listProperties } from '../operations/properties/list-properties.operation';
import { setBookingSettings } from '../operations/properties/set-booking-settings.operation';
import { setCancellationPolicy } from '../operations/properties/set-cancellation-policy.operation';
import { setTaskSettings } from '../operations/properties/set-task-settings.operation';
import { updateProperty } from '../operations/properties/update-property.operation';
import { createRatePlan } from '../operations/rate-plans/create-rate-plan.operation';
import { updateRatePlan } from '../operations/rate-plans/update-rate-plan.operation';
import { adjustRates } from '../operations/rates/adjust-rates.operation';
import { getRates } from '../operations/rates/get-rates.operation';
import { setRates } from '../operations/rates/set-rates.operation';
import { setRestrictions } from '../operations/rates/set-restrictions.operation';
import { getReportOverview } from '../operations/reports/get-report-overview.operation';
import { getReportSummary } from '../operations/reports/get-report-summary.operation';
import { cancelReservation } from '../operations/reservations/cancel-reservation.operation';
import { createReservation } from '../operations/reservations/create-reservation.operation';
import { getReservation } from '../operations/reservations/get-reservation.operation';
import { listReservations } from '../operations/reservations/list-reservations.operation';
import { moveReservation } from '../operations/reservations/move-reservation.operation';
import { setReservationStatus } from '../operations/reservations/set-reservation-status.operation';
import { createSandbox, deleteSandbox, listSandboxes, resetSandbox } from '../operations/sandboxes/sandbox.operations';
import { checkConnection } from '../operations/system/check-connection.operation';
import { getQuotas } from '../operations/system/get-quotas.operation';
import { serviceStatus } from '../operations/system/service-status.operation';
import { workspaceContext } from '../operations/system/workspace-context.operation';
import { createTask } from '../operations/tasks/create-task.operation';
import { getTask } from '../operations/tasks/get-task.operation';
import { listTasks } from '../operations/tasks/list-tasks.operation';
import { cancelTask, completeTask, startTask } from '../operations/tasks/task-status.operations';
import { updateTask } from '../operations/tasks/update-task.operation';
import { archiveUnit } from '../operations/units/archive-unit.operation';
import { createUnit } from '../operations/units/create-unit.operation';
import { listUnits } from '../operations/units/list-units.operation';
import { setListingSettings } from '../operations/units/set-listing-settings.operation';
import { updateUnit } from '../operations/units/update-unit.operation';
import { createSiteDraft } from '../operations/website/create-site-draft.operation';
import { listSites } from '../operations/website/list-sites.operation';
import { publishSite } from '../operations/website/publish-site.operation';
import { createSitePost, listSitePosts } from '../operations/website/site-posts.operation';
import { updateSiteDraft } from '../operations/website/update-site-draft.operation';

/** Every operation Innkeep offers. Each surface adapts exactly this list. */
export const CATALOGUE: readonly AnyOperation[] = [
  serviceStatus,
  checkConnection,
  workspaceContext,
  getQuotas,
  listProperties,
  getProperty,
  listUnits,
  createProperty,
  updateProperty,
  archiveProperty,
  createUnit,
  updateUnit,
  archiveUnit,
  createRatePlan,
  updateRatePlan,
  setCancellationPolicy,
  setBookingSettings,
  setTaskSettings,
  setListingSettings,
  getFeesAndTaxes,
  setFeesAndTaxes,
  getCalendar,
  listReservations,
  getReservation,
  createReservation,
  cancelReservation,
  moveReservation,
  setReservationStatus,
  listPayments,
  listReservationPayments,
  recordPaymentOperation,
  refundPaymentOperation,
  createBlock,
  liftBlock,
  listTasks,
  getTask,
  createTask,
  updateTask,
  startTask,
  completeTask,
  cancelTask,
  getRates,
  setRates,
  adjustRates,
  setRestrictions,
  getAvailability,
  checkStay,
  getReportSummary,
  getReportOverview,
  listConnections,
  getConnection,
  createConnection,
  syncConnection,
  rotateExportUrls,
  deleteConnection,
  listIntegrations,
  listEvents,
  listWebhooks,
  createWebhook,
  deleteWebhook,
  listWebhookDeliveries,
  retryWebhookDelivery,
  listAudit,
  listGuests,
  getGuest,
  listThreads,
  getThread,
  markThreadRead,
  replyToThread,
  draftMessage,
  listSites,
  createSiteDraft,
  updateSiteDraft,
  publishSite,
  listSitePosts,
  createSitePost,
  createPaymentLink,
  listSandboxes,
  createSandbox,
  resetSandbox,
  deleteSandbox,
] as AnyOperation[];

const byName = new Map(CATALOGUE.map((operation) => [operation.name, operation]));

export function operationNamed(name: string): AnyOperation {
  const operation = byName.get(name);
  if (!operation) throw new Error(`No operation named ${name}`);
  return operation;
}

/** The operation that registers an MCP tool (several operations may share one tool). */
export function operationForTool(tool: string): AnyOperation | undefined {
  return CATALOGUE.find((operation) => operation.mcp?.tool === tool && operation.mcp.owner !== false);
}

/** The operation a tool call runs: the tool's own, or its period form when the arguments name it. */
export function operationForToolCall(tool: string, args: Record<string, unknown>): AnyOperation | undefined {
  const operation = operationForTool(tool);
  const periodForm = operation?.mcp?.periodForm;
  return periodForm && periodForm.when.some((name) => args[name] !== undefined) ? periodForm.operation : operation;
}
