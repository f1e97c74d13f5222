/** Notices a redirect may ask a page to show, by code: a query string never carries the text. */
const NOTICES: Record<string, { kind: 'ok' | 'error'; text: string }> = {
  'key-revoked': { kind: 'ok', text: 'The key was revoked. It stops working at once.' },
  'key-already-revoked': { kind: 'error', text: 'That key was already revoked.' },
  'app-revoked': { kind: 'ok', text: 'The application’s access was revoked. Its tokens stop working at once.' },
  'workspace-created': { kind: 'ok', text: 'Your new workspace is ready, on the PRO plan’s 7-day trial.' },
  'workspace-switched': { kind: 'ok', text: 'Switched workspace.' },
  linked: { kind: 'ok', text: 'Your social account is linked: you can sign in with it from now on.' },
  'member-added': { kind: 'ok', text: 'Member added.' },
  'role-changed': { kind: 'ok', text: 'Role changed. It applies to their keys and applications at once.' },
  'member-removed': { kind: 'ok', text: 'Member removed. Their keys and applications lost this workspace at once.' },
  welcome: { kind: 'ok', text: 'Welcome to Innkeep. Your workspace is on the PRO plan’s 7-day trial.' },
};

export function noticeFor(query: unknown): { kind: 'ok' | 'error'; text: string } | undefined {
  const code = (query as { notice?: unknown } | undefined)?.notice;
  return typeof code === 'string' ? NOTICES[code] : undefined;
}
