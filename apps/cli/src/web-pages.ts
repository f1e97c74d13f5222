/**
 * The pages of the web interface that the CLI's hints send people to. The web interface is served
 * at the API's origin; a hint names a page by its title, as its menu shows it, and its address.
 */
export const WEB_PAGES = {
  apiKeys: { title: 'API keys', path: '/account/keys' },
  account: { title: 'Account', path: '/account' },
  applications: { title: 'Applications', path: '/account/apps' },
  billing: { title: 'Billing', path: '/account/billing' },
} as const;

export type WebPage = keyof typeof WEB_PAGES;

/** `the API keys page (http://localhost:3000/account/keys)`, for any URL of the API. */
export function webPageOf(page: WebPage, apiUrl: string): string {
  const { title, path } = WEB_PAGES[page];
  let origin: string | undefined;
  try {
    origin = new URL(apiUrl).origin;
  } catch {
    origin = undefined;
  }
  return origin ? `the ${title} page of the web interface (${origin}${path})` : `the ${title} page of the web interface`;
}

/** How to get a credential when there is none, or it was refused. */
export function loginHint(apiUrl: string): string {
  return `Run \`innkeep login\` (in the browser) or \`innkeep login --with-api-key\`, or set INNKEEP_API_KEY. Keys are created on ${webPageOf('apiKeys', apiUrl)}.`;
}
