import sanitizeHtml from 'sanitize-html';
import { sanitizeRichText } from '../../common/format/rich-text.js';

/**
 * Cleans blog HTML for storage and display (spec: blogs are written in a rich-text editor).
 * Keeps p, h2-h4, strong, em, u, s, a[href|title|target|rel], ul, ol, li, blockquote, code, pre,
 * img[src|alt|width|height], br and hr; removes every other tag (script, style and iframe with
 * their content), every event-handler and style attribute, and URLs other than http/https/mailto
 * links and relative or https images. Pure; the same input always gives the same output.
 */
export function sanitizeBlogHtml(html: string): string {
  return sanitizeRichText(html);
}

/** The visible text of (sanitized) HTML, whitespace collapsed. */
export function htmlToText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
