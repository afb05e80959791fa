const DROPPED = 'script,style,iframe,object,embed,link,meta,base,form';

/** Plain text of an HTML fragment: what an untrusted innerHTML field shows. */
export function htmlToText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.querySelectorAll(DROPPED).forEach((node) => node.remove());
  return doc.body.textContent ?? '';
}

/** A trusted HTML fragment without scripts, event handlers or javascript: links. */
export function sanitizeHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.querySelectorAll(DROPPED).forEach((node) => node.remove());
  doc.body.querySelectorAll('*').forEach((element) => {
    for (const attribute of [...element.attributes]) {
      const name = attribute.name.toLowerCase();
      const unsafeUrl = (name === 'href' || name === 'src' || name === 'xlink:href') && /^\s*(javascript|data|vbscript):/i.test(attribute.value);
      if (name.startsWith('on') || unsafeUrl || name === 'style') element.removeAttribute(attribute.name);
    }
  });
  return doc.body.innerHTML;
}

/** Whether a URL may be opened from a link: http(s), mailto, tel or a path on this site. */
export function isSafeUrl(url: string): boolean {
  return /^(https?:|mailto:|tel:|\/(?!\/))/i.test(url.trim());
}
