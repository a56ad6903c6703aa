// HTML mail to plain text for reading: block elements become line breaks, entities are decoded, table rows stay one
// line each, and a <blockquote> becomes "> " lines so the quote stripper sees it (Outlook's From:/Sent: block stays text).
import './nativeRegExp.js';

const NAMED: Record<string, string> = {
  nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", ndash: '–', mdash: '—', hellip: '…', laquo: '«', raquo: '»',
  lsquo: '‘', rsquo: '’', ldquo: '“', rdquo: '”', bull: '•', middot: '·', euro: '€', pound: '£', copy: '©', reg: '®', deg: '°',
  ordm: 'º', ordf: 'ª', szlig: 'ß', iexcl: '¡', iquest: '¿', times: '×', shy: '', zwnj: '', zwj: '',
};
// Latin-1 letters with accents, by entity name: agrave, Eacute, ccedil, ntilde, ouml...
const ACCENTS: Record<string, string> = { grave: '\u0300', acute: '\u0301', circ: '\u0302', tilde: '\u0303', uml: '\u0308', ring: '\u030A', cedil: '\u0327' };

export function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);?/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code === 160 ? 32 : code) : whole;
    }
    const named = NAMED[name] ?? NAMED[name.toLowerCase()];
    if (named !== undefined) return named;
    const m = /^([a-z])(grave|acute|circ|tilde|uml|ring|cedil)$/i.exec(name);
    if (m) return (m[1] + ACCENTS[m[2].toLowerCase()]).normalize('NFC');
    if (/^(aelig|AElig|oslash|Oslash)$/.test(name)) return { aelig: 'æ', AElig: 'Æ', oslash: 'ø', Oslash: 'Ø' }[name]!;
    return whole;
  });
}

const BLOCK = /^(p|div|h[1-6]|ul|ol|li|table|tbody|thead|tfoot|tr|pre|address|section|article|header|footer|center|dl|dt|dd|hr|form|fieldset)$/;

/** Plain text of an HTML body. Not a renderer: enough structure for a person and for the reading rules. */
export function htmlToText(html: string): string {
  const s = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(head|style|script|title|xml)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<!\[CDATA\[[\s\S]*?\]\]>|<![^>]*>|<\?[^>]*>/g, '');
  const out: string[] = [];
  let depth = 0; // blockquote nesting
  let line = '';
  let pre = 0;
  let link = 0; // inside <a>
  const flush = () => {
    const text = line.replace(/[ \u00a0]+/g, ' ').trim();
    out.push(depth ? '> '.repeat(depth) + text : text);
    line = '';
  };
  const re = /<\/?([a-z][a-z0-9]*)\b([^>]*)>|([^<]+)|(<)/gi;
  let m: RegExpExecArray | null;
  while ((m = re.exec(s))) {
    if (m[3] !== undefined || m[4] !== undefined) {
      const raw = m[3] ?? '<';
      const text = decodeEntities(pre ? raw : raw.replace(/\s+/g, ' '));
      if (pre) {
        const parts = text.split('\n');
        parts.forEach((p, i) => {
          if (i) flush();
          line += p;
        });
      } else line += text;
      continue;
    }
    const tag = m[1].toLowerCase();
    const closing = m[0][1] === '/';
    const attrs = m[2] ?? '';
    if (tag === 'br') {
      flush();
    } else if (tag === 'blockquote') {
      if (line.trim()) flush();
      depth = Math.max(0, depth + (closing ? -1 : 1));
    } else if (tag === 'td' || tag === 'th') {
      if (closing) line += '\t';
    } else if (tag === 'pre') {
      if (line.trim()) flush();
      pre = Math.max(0, pre + (closing ? -1 : 1));
    } else if (BLOCK.test(tag)) {
      if (line.trim()) flush();
      if (tag === 'li' && !closing) line = '- ';
      if ((tag === 'p' || tag === 'hr') && !closing && out.length && out[out.length - 1] !== '') out.push('');
    } else if (tag === 'a') {
      link = closing ? 0 : link + 1;
    } else if (tag === 'img' && !link && /\balt=["']([^"']+)["']/i.test(attrs)) {
      // An image's words stand for it; not a linked one's (a banner, a logo, a social icon: "OFFRE AUTOMNE ... du 1er
      // octobre au 15 décembre", stop 14), which says nothing about the booking.
      line += /\balt=["']([^"']+)["']/i.exec(attrs)![1];
    }
  }
  if (line.trim()) flush();
  // Tabs from table cells: one separator between cells, none trailing.
  const lines = out.map((l) => l.replace(/\s*\t\s*/g, '\t').replace(/\t+$/, '').replace(/^\t+/, '').replace(/\t/g, ' | '));
  return lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .replace(/^(> ?)+$/gm, (q) => q.trimEnd())
    .trim();
}
