/** Notices a redirect may ask a page to show, by code: a query string never carries the text. */
const NOTICES: Record<string, { kind: 'ok' | 'error'; text: string }> = {
  'key-revoked': { kind: 'ok', text: 'The key was revoked. It stops working at once.' },
  'sandbox-reset': { kind: 'ok', text: 'The sandbox holds a fresh copy of the demo season again; its keys still work.' },
  'sandbox-deleted': { kind: 'ok', text: 'The sandbox was deleted with its data; its test keys stopped working.' },
  'key-already-revoked': { kind: 'error', text: 'That key was already revoked.' },
  'app-revoked': { kind: 'ok', text: 'The application’s access was revoked. Its tokens stop working at once.' },
  'workspace-created': { kind: 'ok', text: 'Your new workspace is ready, on the PRO plan’s 7-day trial.' },
  'workspace-created-unpaid': {
    kind: 'error',
    text: 'Your new workspace is ready, but your free trial was used by an earlier one: it opens to the API once its plan is paid.',
  },
  subscribed: { kind: 'ok', text: 'Your card is saved with Stripe and your subscription has started.' },
  'checkout-failed': { kind: 'error', text: 'Stripe could not be reached to take your card. Try again in a moment.' },
  'payments-connected': { kind: 'ok', text: 'Your Stripe account is connected: guests pay their deposits online from now on.' },
  'payments-disconnected': { kind: 'ok', text: 'Your Stripe account is disconnected: the website books unpaid again.' },
  'portal-failed': { kind: 'error', text: 'Stripe’s billing page could not be opened. Try again in a moment.' },
  'choose-plan': { kind: 'ok', text: 'Your workspace is ready: choose its plan to start it.' },
  'workspace-switched': { kind: 'ok', text: 'Switched workspace.' },
  linked: { kind: 'ok', text: 'Your social account is linked: you can sign in with it from now on.' },
  'member-added': { kind: 'ok', text: 'Member added.' },
  'role-changed': { kind: 'ok', text: 'Role changed. It applies to their keys and applications at once.' },
  'member-removed': { kind: 'ok', text: 'Member removed. Their keys and applications lost this workspace at once.' },
  'property-created': { kind: 'ok', text: 'Property created. Add its units below.' },
  'property-saved': { kind: 'ok', text: 'Changes saved.' },
  'fees-and-taxes-saved': { kind: 'ok', text: 'Fees and taxes saved. New quotes and bookings add them; bookings already made keep their price.' },
  'property-archived': { kind: 'ok', text: 'Property archived. Its reservations and history are kept.' },
  'unit-created': { kind: 'ok', text: 'Unit created, with its default rate plan “Standard”. It is on the calendar from now on.' },
  'unit-saved': { kind: 'ok', text: 'Changes saved.' },
  'unit-archived': { kind: 'ok', text: 'Unit archived. Its reservations and history are kept.' },
  'rate-plan-created': { kind: 'ok', text: 'Rate plan created.' },
  'rate-plan-saved': { kind: 'ok', text: 'Rate plan saved.' },
  'task-done': { kind: 'ok', text: 'Marked done. Thank you.' },
  'task-assigned': { kind: 'ok', text: 'Task saved.' },
  welcome: { kind: 'ok', text: 'Welcome to Innkeep. Your workspace is on the PRO plan’s 7-day trial.' },
};

export function noticeFor(query: unknown): { kind: 'ok' | 'error'; text: string } | undefined {
  const code = (query as { notice?: unknown } | undefined)?.notice;
  return typeof code === 'string' ? NOTICES[code] : undefined;
}
