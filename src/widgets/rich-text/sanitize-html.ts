import DOMPurify from 'dompurify';

/** HTML safe to store and show: scripts, event handlers and javascript: links removed. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, ADD_ATTR: ['target', 'rel'] });
}
