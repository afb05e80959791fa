import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileTemplate } from '../handlebars.ts';

/** A rendered message: the subject and the same content as text and as HTML. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** What a mail says, as plain text; the layout sets the order and the look. */
export interface MailParts {
  subject: string;
  greeting: string;
  paragraphs: readonly string[];
  /** A button in HTML; the bare address in text. */
  action?: { label: string; url: string };
  /** Lines after the action (validity, what to do when the mail was not expected). */
  notes: readonly string[];
  signature: string;
}

/** A template file's text; the line break that ends the file is not part of the template. */
export function readTemplate(file: string): string {
  return readFileSync(file, 'utf8').replace(/\r?\n$/, '');
}

// From the repository root, as the server bundle (build/server/main.mjs, as deep) finds it too.
const here = fileURLToPath(new URL('../../server/mail/', import.meta.url));
const textLayout = compileTemplate(readTemplate(`${here}layout.text.hbs`), 'text');
const htmlLayout = compileTemplate(readTemplate(`${here}layout.html.hbs`), 'html');

/** Lays out a message as plain text and as simple HTML (layout.text.hbs, layout.html.hbs); every value is escaped in the HTML. */
export function composeMail(parts: MailParts): MailContent {
  const data = { ...parts, action: parts.action ?? null };
  return { subject: parts.subject, text: textLayout(data), html: htmlLayout(data) };
}
