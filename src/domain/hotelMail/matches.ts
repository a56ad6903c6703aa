// Every match of a global regular expression, as [...text.matchAll(re)] gives them (from the expression's lastIndex,
// which is left as it was), without matchAll's copy of the expression and its iterator: the reader takes the matches
// of a few hundred expressions per message, and the copies cost more than most of the scans. Pure.
export function matchesOf(re: RegExp, text: string): RegExpExecArray[] {
  const out: RegExpExecArray[] = [];
  const from = re.lastIndex;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    out.push(m);
    // An empty match moves on by one character, as matchAll does.
    if (!m[0]) re.lastIndex = m.index + (re.unicode && (text.codePointAt(m.index) ?? 0) > 0xffff ? 2 : 1);
  }
  re.lastIndex = from;
  return out;
}
