import { formatMinor, GuestDetail, GuestSummary, MessageDraft, ThreadDetail, ThreadView } from '@innkeep/contract';

import { ago } from './channel-views';
import { Column, renderFields, renderTable, statusTone } from './table-renderer';

/** How guests, conversations and drafts read in a terminal. */

const fullName = (person: { firstName: string; lastName: string }) => [person.firstName, person.lastName].filter(Boolean).join(' ');

const guestColumns: Column<GuestSummary>[] = [
  { header: 'id', value: (g) => g.id },
  { header: 'name', value: (g) => fullName(g) },
  { header: 'e-mail', value: (g) => g.email ?? '' },
  { header: 'phone', value: (g) => g.phone ?? '' },
  { header: 'stays', value: (g) => g.stays, align: 'right' },
  { header: 'last stay', value: (g) => g.lastStayAt ?? '' },
];

export function renderGuests(guests: GuestSummary[]): string {
  return guests.length === 0 ? 'No guests.' : renderTable(guests, guestColumns);
}

export function renderGuest(guest: GuestDetail): string {
  const fields = renderFields([
    ['Id', guest.id],
    ['Name', fullName(guest)],
    ['E-mail', guest.email],
    ['Phone', guest.phone],
    ['Stays', guest.stays],
    ['Last stay', guest.lastStayAt],
    ...(guest.selfDeclared
      ? [['Typed on the website', guest.knownGuestId ? `yes; the e-mail is that of ${guest.knownGuestId}` : 'yes'] as [string, string]]
      : []),
  ]);
  if (guest.reservations.length === 0) return `${fields}\n\nNo bookings.`;
  const stays = renderTable(guest.reservations, [
    { header: 'booking', value: (r) => r.id },
    { header: 'status', value: (r) => r.status, tone: (r) => statusTone(r.status) },
    { header: 'source', value: (r) => r.source },
    { header: 'arrival', value: (r) => r.arrivalDate },
    { header: 'departure', value: (r) => r.departureDate },
    { header: 'unit', value: (r) => `${r.unit.name} (${r.property.name})` },
    { header: 'total', value: (r) => formatMinor(r.totalAmountMinor, r.currency), align: 'right' },
  ]);
  return `${fields}\n\n${stays}`;
}

/** Who the conversation is with: the guest record, or the name the channel gave. */
export function threadGuest(thread: ThreadView): string {
  return thread.guest ? fullName(thread.guest) : (thread.guestName ?? 'unknown guest');
}

const PREVIEW_WIDTH = 50;

const threadColumns: Column<ThreadView>[] = [
  { header: 'id', value: (t) => t.id },
  { header: 'guest', value: (t) => threadGuest(t) },
  { header: 'channel', value: (t) => t.channel },
  {
    header: 'last message',
    value: (t) =>
      `${ago(t.lastMessageAt)}: ${t.lastMessagePreview.length > PREVIEW_WIDTH ? `${t.lastMessagePreview.slice(0, PREVIEW_WIDTH - 1)}…` : t.lastMessagePreview}`,
  },
  { header: 'unread', value: (t) => (t.unreadCount > 0 ? t.unreadCount : ''), align: 'right', tone: (t) => (t.unread ? 'yellow' : undefined) },
];

export function renderThreads(threads: ThreadView[]): string {
  return threads.length === 0 ? 'No conversations.' : renderTable(threads, threadColumns);
}

/** A conversation as it reads in an inbox: who wrote, when, what; replies with their delivery state. */
export function renderConversation(thread: ThreadDetail): string {
  const head = `Conversation with ${threadGuest(thread)} on ${thread.channel}${thread.reservationId ? `, booking ${thread.reservationId}` : ''} (${thread.messageCount} ${thread.messageCount === 1 ? 'message' : 'messages'}, ${thread.unreadCount} unread)`;
  const messages = thread.messages.map((message) => {
    const when = message.sentAt.replace('T', ' ').replace(/\.\d+Z$/, ' UTC');
    const tag = message.direction === 'OUTBOUND' ? ` [${message.deliveryStatus ?? 'SENT'}]` : message.readAt ? '' : ' [unread]';
    const arrow = message.direction === 'OUTBOUND' ? '→' : '←';
    const body = message.body
      .split('\n')
      .map((line) => `    ${line}`)
      .join('\n');
    return `${arrow} ${message.sender}, ${when}${tag}\n${body}`;
  });
  return [head, ...messages].join('\n\n');
}

export function renderDraft(draft: MessageDraft): string {
  const lines = [
    `To: ${draft.to.name ?? 'the guest'}${draft.to.email ? ` <${draft.to.email}>` : ''} via ${draft.channel}`,
    `Subject: ${draft.subject}`,
    '',
    draft.body,
  ];
  if (draft.missing.length > 0) lines.push('', `Missing (left out; add them to the workspace or write them in): ${draft.missing.join(', ')}`);
  lines.push('', 'Nothing was stored or sent.');
  return lines.join('\n');
}
