import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

import { SafeHtml } from '../web/html';

/** Raw HTML in a post is shown as text, never as markup; links are http(s) or mailto only. */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'em',
    'del',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'code',
    'pre',
    'h2',
    'h3',
    'h4',
    'hr',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  // No event handlers, no style: the allow-list names every attribute that may stay.
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'], img: ['src', 'alt', 'title'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener', target: '_blank' }), h1: 'h2' },
  disallowedTagsMode: 'discard',
};

/** Rendered posts by text: a post never changes once written, and pages show the same few often. */
const rendered = new Map<string, SafeHtml>();
const RENDERED_KEPT = 500;

/**
 * A post's Markdown as HTML a visitor's browser can run nothing from: markdown-it refuses raw
 * HTML and javascript: links, and sanitize-html keeps an allow-list of tags, attributes and
 * schemes on what comes out, so one of them failing is not enough to let a script through.
 */
export function renderMarkdown(text: string): SafeHtml {
  const known = rendered.get(text);
  if (known) return known;
  const safe = new SafeHtml(sanitizeHtml(markdown.render(text), SANITIZE));
  if (rendered.size >= RENDERED_KEPT) rendered.delete(rendered.keys().next().value as string);
  rendered.set(text, safe);
  return safe;
}
