import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { HelperOptions } from 'handlebars';
import { type Template, compileTemplate } from '../handlebars.ts';
import { type Locale, locales } from '../i18n/messages.ts';
import { type MailContent, type MailParts, composeMail, readTemplate } from './layout.ts';

/** Each mail the product sends, with the values its templates may use. */
const mailParams = {
  approved: ['appName', 'fullname', 'departmentName', 'loginUrl'],
  rejected: ['appName', 'fullname', 'departmentName', 'reason'],
  'reset-password': ['appName', 'fullname', 'link', 'minutes'],
  'verify-email': ['appName', 'fullname', 'link', 'hours'],
} as const;

export type MailName = keyof typeof mailParams;
export type MailParams<N extends MailName> = Record<(typeof mailParams)[N][number], string | number>;

/** One folder a language; its mails are `mail/{name}.hbs` in it. */
export const LOCALES_DIR = fileURLToPath(new URL('../../locales/', import.meta.url));

/**
 * Runs a mail template. Its blocks give the parts as plain text: {{#subject}}, {{#greeting}} and
 * {{#signature}} once each, {{#paragraph}} and {{#note}} any number of times, {{#action url=…}}
 * at most once (its content is the label). Text outside the blocks is an error.
 */
function partsOf(template: Template, params: object, file: string): MailParts {
  const single: Partial<Record<'subject' | 'greeting' | 'signature', string>> = {};
  const paragraphs: string[] = [];
  const notes: string[] = [];
  let action: MailParts['action'];
  const once = (name: keyof typeof single) =>
    function (this: unknown, options: HelperOptions) {
      if (single[name] !== undefined) throw new Error(`${file}: more than one {{#${name}}}`);
      single[name] = options.fn(this);
      return '';
    };
  const helpers = {
    subject: once('subject'),
    greeting: once('greeting'),
    signature: once('signature'),
    paragraph(this: unknown, options: HelperOptions) {
      paragraphs.push(options.fn(this));
      return '';
    },
    note(this: unknown, options: HelperOptions) {
      notes.push(options.fn(this));
      return '';
    },
    action(this: unknown, options: HelperOptions) {
      const url: unknown = options.hash.url;
      if (typeof url !== 'string') throw new Error(`${file}: {{#action}} needs url=…`);
      if (action) throw new Error(`${file}: more than one {{#action}}`);
      action = { label: options.fn(this), url };
      return '';
    },
  };
  const outside = template(params, { helpers }).trim();
  if (outside) throw new Error(`${file}: text outside the mail's blocks: '${outside}'`);
  const { subject, greeting, signature } = single;
  if (subject === undefined || greeting === undefined || signature === undefined) {
    throw new Error(`${file}: needs {{#subject}}, {{#greeting}} and {{#signature}}`);
  }
  return { subject, greeting, paragraphs, action, notes, signature };
}

const fileOf = (dir: string, language: string, name: string) => path.join(dir, language, 'mail', `${name}.hbs`);

/**
 * Compiles every mail in every language from `dir`, and runs each once with its values' names
 * as stand-ins: a missing or unknown template, a value the mail does not have or a malformed
 * block stops start-up instead of a send.
 */
export function loadMailTemplates(dir: string, languages: readonly string[] = locales): Map<string, Template> {
  const templates = new Map<string, Template>();
  for (const language of languages) {
    const folder = path.join(dir, language, 'mail');
    const unknown = existsSync(folder) ? readdirSync(folder).filter((file) => !Object.hasOwn(mailParams, file.replace(/\.hbs$/, ''))) : [];
    if (unknown.length > 0) throw new Error(`${folder}: not a mail the product sends: ${unknown.join(', ')}`);
    for (const [name, params] of Object.entries(mailParams)) {
      const file = fileOf(dir, language, name);
      if (!existsSync(file)) throw new Error(`mail template missing: ${file}`);
      const template = compileTemplate(readTemplate(file), 'text');
      partsOf(template, Object.fromEntries(params.map((param) => [param, `{${param}}`])), file);
      templates.set(`${language}/${name}`, template);
    }
  }
  return templates;
}

const templates = loadMailTemplates(LOCALES_DIR);

/** A mail in the recipient's language, from locales/{locale}/mail/{name}.hbs. */
export function renderMail<N extends MailName>(name: N, locale: Locale, params: MailParams<N>): MailContent {
  return composeMail(partsOf(templates.get(`${locale}/${name}`)!, params, fileOf(LOCALES_DIR, locale, name)));
}
