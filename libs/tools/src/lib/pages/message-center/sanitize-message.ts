import DOMPurify from 'dompurify';

/**
 * A message's content arrives as HTML from the server (shell spec §7, GET message/content). Only markup
 * that cannot run reaches the page: no scripts, no event-handler attributes, no javascript: links, and
 * no <style> or inline styles that would restyle the desk around the message.
 */
export function sanitizeMessageHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form'],
    FORBID_ATTR: ['style'],
  });
}
