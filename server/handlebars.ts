import Handlebars from 'handlebars';

/**
 * The one handlebars environment of the product: codegen's templates and the mails are
 * compiled here, with the same options and the same helpers.
 */
const handlebars = Handlebars.create();

/** Text as HTML element content: escaped, each line break a `<br>`. */
handlebars.registerHelper('lines', (value: unknown) => new handlebars.SafeString(handlebars.escapeExpression(String(value)).replace(/\n/g, '<br>')));

export type Template = Handlebars.TemplateDelegate;

/**
 * Compiles a template in strict mode (a name the data lacks is an error, not an empty string).
 * 'text' leaves values as they are (generated code, plain-text mail); 'html' escapes every `{{value}}`.
 */
export function compileTemplate(source: string, output: 'text' | 'html'): Template {
  return handlebars.compile(source, { noEscape: output === 'text', strict: true });
}
