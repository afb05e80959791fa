/** A rendered message: the subject and the same content as text and as HTML. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export interface MailParts {
  subject: string;
  greeting: string;
  paragraphs: readonly string[];
  /** A button in HTML; the bare address in text. */
  action?: { label: string; url: string };
  /** Lines after the action (validity, what to do when the mail was not expected). */
  notes?: readonly string[];
  signature: string;
}

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => entities[char]!);
}

const paragraph = (text: string) =>
  `<p style="margin:0 0 16px">${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;

/** Lays out a message as plain text and as simple HTML; every value is escaped in the HTML. */
export function composeMail(parts: MailParts): MailContent {
  const text = [
    parts.greeting,
    ...parts.paragraphs,
    ...(parts.action ? [`${parts.action.label}:\n${parts.action.url}`] : []),
    ...(parts.notes ?? []),
    parts.signature,
  ].join('\n\n');
  const button = parts.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(parts.action.url)}" style="background:#1565c0;color:#fff;padding:10px 18px;border-radius:4px;text-decoration:none">${escapeHtml(parts.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:12px;color:#555">${escapeHtml(parts.action.url)}</p>`
    : '';
  const html = [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:14px;color:#222">',
    paragraph(parts.greeting),
    ...parts.paragraphs.map(paragraph),
    button,
    ...(parts.notes ?? []).map(paragraph),
    paragraph(parts.signature),
    '</body></html>',
  ].join('\n');
  return { subject: parts.subject, text, html };
}
