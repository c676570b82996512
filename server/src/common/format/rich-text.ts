import sanitizeHtml from 'sanitize-html';

const RICH_TEXT_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h2', 'h3', 'h4', 'strong', 'em', 'u', 's', 'a', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre', 'img', 'br', 'hr'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
  },
  // Links: http, https, mailto or relative; images: https or relative. No protocol-relative URLs.
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Dropped with their content (script, style...), not just unwrapped.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'template'],
  transformTags: {
    // target is _blank or _self only, and a new tab must not get a handle on this page (reverse tabnabbing).
    a: (tagName, attribs) => {
      const { target, ...rest } = attribs;
      if (target === '_blank') {
        const { rel: _rel, ...others } = rest;
        return { tagName, attribs: { ...others, target, rel: 'noopener noreferrer' } };
      }
      return { tagName, attribs: target === '_self' ? { ...rest, target } : rest };
    },
  },
  exclusiveFilter: (frame) =>
    (frame.tag === 'img' && !frame.attribs.src) || (frame.tag === 'a' && !frame.attribs.href && !frame.text.trim()),
};

/**
 * Cleans staff-written rich text (blog posts, legal pages) for storage and display.
 * Keeps p, h2-h4, strong, em, u, s, a[href|title|target|rel], ul, ol, li, blockquote, code, pre,
 * img[src|alt|width|height], br and hr; removes every other tag (script, style and iframe with
 * their content), every event-handler and style attribute, and URLs other than http/https/mailto
 * links and relative or https images. Pure; the same input always gives the same output.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT_OPTIONS).trim();
}
