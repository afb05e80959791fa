/** Control characters (CR and LF among them): a name is one line of text. */
const CONTROL = /\p{Cc}/u;

/**
 * An address in any common spelling: a scheme (http://, ftp://), www., or a host under a
 * top-level domain spammers use. Indonesian degrees like S.Kom or S.T. do not match.
 */
const ADDRESS = /[a-z][a-z0-9+.-]*:\/\/|\bwww\.|\b[a-z0-9-]+\.(com|net|org|info|biz|xyz|top|io|ly|me|link|click|site|online|shop|(co|go|ac|or|my|web)\.id)\b/iu;

/**
 * A person's name as the registration form takes it: the name goes into mails to any
 * address, so it may carry neither a line break nor a link.
 */
export function isPlainName(name: string): boolean {
  return !CONTROL.test(name) && !ADDRESS.test(name);
}
