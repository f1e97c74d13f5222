import { FastifyReply } from 'fastify';

const page = (title: string, text: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>` +
  `<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#222}</style></head>` +
  `<body><h1>${title}</h1><p>${text}</p></body></html>`;

/** Where Stripe sends a guest back from a payment link: a sentence, nothing of the reservation. */
export const PAID_PAGE = page('Thank you', 'Your payment went through. Your host sees it in a moment; Stripe e-mails you a receipt.');
export const NOT_PAID_PAGE = page('No payment was made', 'You left the payment page before paying. Open the link your host sent you again to pay.');

export async function sendReturnPage(reply: FastifyReply, html: string): Promise<void> {
  await reply
    .code(200)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'")
    .header('X-Content-Type-Options', 'nosniff')
    .send(html);
}
