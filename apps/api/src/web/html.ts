/** Markup that is already safe: the result of `html`, never user text. */
export class SafeHtml {
  constructor(readonly value: string) {}

  toString(): string {
    return this.value;
  }
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"'`=]/g, (char) => `&#${char.charCodeAt(0)};`);
}

function render(value: unknown): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
}

/**
 * The one way pages are written: a tagged template that escapes every interpolated value, except
 * nested `html` results and arrays of them. `html\`<p>${name}</p>\`` cannot inject markup.
 */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0];
  values.forEach((value, index) => {
    out += render(value) + strings[index + 1];
  });
  return new SafeHtml(out);
}

export const ASSET_VERSION = '4';

export interface LayoutOptions {
  title: string;
  /** The signed-in user's navigation; absent on the sign-in pages. */
  nav?: SafeHtml;
  /** A page as wide as the window (the calendar), instead of a column. */
  wide?: boolean;
  /** A notice above the content. */
  notice?: { kind: 'ok' | 'error'; text: string };
  /** The subscription's banner (trial days left, a failed payment), above the notice on every signed-in page. */
  banner?: SafeHtml;
  /** Reload the page after this many seconds (a page waiting for something elsewhere). */
  refreshSeconds?: number;
}

/** The page around every screen of the web interface: no inline script, styles from /assets. */
export function layout(options: LayoutOptions, content: SafeHtml): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${options.title} · Innkeep</title>
${options.refreshSeconds ? html`<meta http-equiv="refresh" content="${options.refreshSeconds}">` : ''}
<link rel="stylesheet" href="/assets/web.css?v=${ASSET_VERSION}">
<script src="/assets/web.js?v=${ASSET_VERSION}" defer></script>
</head>
<body>
<header><a class="brand" href="/account">Innkeep</a>${options.nav ?? ''}</header>
<main${options.wide ? html` class="wide"` : ''}>
${options.banner ?? ''}
${options.notice ? html`<p class="notice ${options.notice.kind}" id="flash" role="${options.notice.kind === 'error' ? 'alert' : 'status'}">${options.notice.text}</p>` : ''}
${content}
</main>
</body>
</html>`.value;
}

/** A hidden CSRF field for a form. */
export function csrfField(token: string): SafeHtml {
  return html`<input type="hidden" name="_csrf" value="${token}">`;
}

export function formatDate(value: Date | null | undefined): string {
  if (!value) return 'never';
  return `${value.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}
