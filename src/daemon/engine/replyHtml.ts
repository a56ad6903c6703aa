// The reply page's HTML: the booking and its form, the thank-you page and the problem page. No JavaScript; all output escaped.
import type { Discrepancy } from '../../domain/webhookEvents.js';
import { escapeHtml as e, summaryRows, type BookingSummary } from '../channels/summary.js';
import type { FormValues } from './replyForm.js';
import { LANGUAGE_NAMES, LANGUAGES, translator, type Language } from '../i18n/index.js';

const CSS = `
*{box-sizing:border-box}
body{margin:0;background:#f3f5f8;color:#1f2933;font:15px/1.5 -apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif}
.bar{background:#12355b;color:#fff;padding:14px 24px;font-weight:600;letter-spacing:.02em}
.bar span{opacity:.7;font-weight:400;margin-left:8px}
main{max-width:760px;margin:28px auto;padding:0 16px}
.card{background:#fff;border:1px solid #dde3ea;border-radius:10px;padding:28px 32px;box-shadow:0 1px 3px rgba(16,24,40,.06)}
h1{font-size:22px;margin:0 0 4px}
.sub{color:#52606d;margin:0 0 20px}
dl{display:grid;grid-template-columns:170px 1fr;gap:6px 16px;margin:0 0 24px;padding:16px 20px;background:#f8fafc;border:1px solid #e4e9f0;border-radius:8px}
dt{color:#52606d;font-weight:600}
dd{margin:0}
label{display:block;font-weight:600;margin:0 0 4px}
input[type=text],input[type=date],input[type=number]{width:100%;padding:9px 11px;border:1px solid #b8c2cc;border-radius:6px;font:inherit;background:#fff}
input:focus{outline:2px solid #2563eb;outline-offset:1px;border-color:#2563eb}
.hcn{padding:18px 20px;border:1px solid #bfd3f2;background:#eef4fd;border-radius:8px;margin-bottom:18px}
.hcn input{font-size:18px;letter-spacing:.04em;max-width:320px}
.hint{color:#52606d;font-size:13px;margin:6px 0 0}
details{border:1px solid #e4e9f0;border-radius:8px;padding:12px 18px;margin-bottom:20px}
summary{cursor:pointer;font-weight:600;color:#12355b}
.grid{display:grid;grid-template-columns:1fr 1fr;gap:14px 18px;margin-top:14px}
.wide{grid-column:1/-1}
.check{display:flex;gap:8px;align-items:center;font-weight:400}
.actions{display:flex;flex-wrap:wrap;gap:12px;align-items:center;justify-content:space-between;border-top:1px solid #e4e9f0;padding-top:20px}
button{font:inherit;font-weight:600;border-radius:6px;padding:10px 20px;cursor:pointer;border:1px solid transparent}
.primary{background:#1d4ed8;color:#fff}
.primary:hover{background:#1e40af}
.secondary{background:#fff;color:#b42318;border-color:#f1b5b0}
.secondary:hover{background:#fef3f2}
.errors{background:#fef3f2;border:1px solid #f1b5b0;color:#912018;border-radius:8px;padding:10px 16px;margin-bottom:18px}
.errors ul{margin:4px 0 0;padding-left:18px}
.result{text-align:center;padding:16px 8px}
.icon{width:56px;height:56px;border-radius:50%;display:inline-flex;align-items:center;justify-content:center;font-size:28px;font-weight:700;margin-bottom:10px}
.ok{background:#e7f6ec;color:#1a7f37}.warn{background:#fff4e5;color:#b54708}.bad{background:#fef3f2;color:#b42318}
table{border-collapse:collapse;margin:14px auto;text-align:left}
td,th{padding:6px 12px;border-bottom:1px solid #e4e9f0}
footer{color:#7b8794;font-size:13px;text-align:center;margin:18px 0 40px}
.langs{float:right;font-weight:400;font-size:13px}.langs a{color:#cfe0f5;margin-left:10px}.langs a[aria-current]{color:#fff;font-weight:600;text-decoration:none}
.lines{width:100%;margin:0 0 20px}.lines td{vertical-align:top}.lines input[type=text]{max-width:220px}.opt{display:block;font-weight:400;white-space:nowrap}
@media (max-width:600px){dl,.grid{grid-template-columns:1fr}.card{padding:20px}}
`;

/** Links to the same page in every language (?lang=xx); the token stays in the path, so the link keeps working. */
function languageSwitch(current: Language): string {
  const links = LANGUAGES.map((l) => `<a href="?lang=${l}" hreflang="${l}" lang="${l}"${l === current ? ' aria-current="true"' : ''}>${e(LANGUAGE_NAMES[l])}</a>`).join('');
  return `<nav class="langs" aria-label="${e(translator(current)('page.language'))}">${links}</nav>`;
}

export function layout(title: string, body: string, footer = '', lang: Language = 'en', withSwitch = false): string {
  const t = translator(lang);
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${e(title)}</title><style>${CSS}</style></head>
<body><div class="bar">${withSwitch ? languageSwitch(lang) : ''}${e(t('page.bar'))}<span>${e(t('page.barSub'))}</span></div>
<main><div class="card">${body}</div>${footer ? `<footer>${footer}</footer>` : ''}</main></body></html>`;
}

const field = (name: keyof FormValues, label: string, value: string, type = 'text', extra = '') =>
  `<div${extra}><label for="${name}">${e(label)}</label><input type="${type}" id="${name}" name="${name}" value="${e(value)}"${type === 'number' ? ' min="0" max="999"' : ''}></div>`;

export function renderReplyForm(s: BookingSummary, v: FormValues, opts: { expiresAt: string; errors?: string[] }): string {
  const t = translator(s.language);
  const rows = summaryRows(s)
    .map(([k, val]) => `<dt>${e(k)}</dt><dd>${e(val)}</dd>`)
    .join('');
  const errors = opts.errors?.length ? `<div class="errors" role="alert"><strong>${e(t('page.errors'))}</strong><ul>${opts.errors.map((x) => `<li>${e(x)}</li>`).join('')}</ul></div>` : '';
  const special = s.specialRequest
    ? `<label class="check wide"><input type="checkbox" name="specialRequestNoted" value="yes"${v.specialRequestNoted ? ' checked' : ''}> ${e(t('page.specialNoted', { request: s.specialRequest }))}</label>`
    : '';
  const body = `
<h1>${e(t('page.heading', { bookingId: s.bookingId }))}</h1>
<p class="sub">${e(s.hotel)}${s.city ? `, ${e(s.city)}` : ''} · ${e(s.checkInText)} – ${e(s.checkOutText)}</p>
${errors}
<dl>${rows}</dl>
<form method="post" action="" novalidate>
  <div class="hcn">
    <label for="hcn">${e(t('page.hcnLabel'))}</label>
    <input type="text" id="hcn" name="hcn" value="${e(v.hcn)}" autocomplete="off" spellcheck="false" placeholder="${e(t('page.hcnPlaceholder'))}">
    <p class="hint">${e(t('page.hcnHint'))}</p>
  </div>
  <details${opts.errors?.length ? ' open' : ''}>
    <summary>${e(t('page.differs'))}</summary>
    <p class="hint">${e(t('page.differsHint'))}</p>
    <div class="grid">
      ${field('checkIn', t('field.checkIn'), v.checkIn, 'date')}
      ${field('checkOut', t('field.checkOut'), v.checkOut, 'date')}
      ${field('leadName', t('field.leadName'), v.leadName, 'text', ' class="wide"')}
      ${field('roomType', t('field.roomType'), v.roomType)}
      ${field('boardType', t('field.boardType'), v.boardType)}
      ${field('rooms', t('field.rooms'), v.rooms, 'number')}
      <div class="grid" style="margin:0">${field('adults', t('field.adults'), v.adults, 'number')}${field('children', t('field.children'), v.children, 'number')}</div>
      ${special}
    </div>
  </details>
  <div class="actions">
    <button type="submit" name="action" value="confirm" class="primary">${e(t('page.confirm'))}</button>
    <button type="submit" name="action" value="no_booking" class="secondary">${e(t('page.noBooking'))}</button>
  </div>
</form>`;
  return layout(t('page.title', { bookingId: s.bookingId }), body, e(t('page.footer', { expires: opts.expiresAt })), s.language, true);
}

export type ResultKind = { kind: 'CONFIRMED'; hcn: string } | { kind: 'DISCREPANCY'; discrepancies: Discrepancy[] } | { kind: 'NO_BOOKING' };

const show = (v: unknown) => (v === null || v === undefined ? '—' : typeof v === 'string' ? v.slice(0, 10).match(/^\d{4}-\d{2}-\d{2}$/) ? v.slice(0, 10) : v : String(v));

export function renderResult(bookingId: string, r: ResultKind, lang: Language = 'en'): string {
  const t = translator(lang);
  if (r.kind === 'CONFIRMED') {
    const title = t('result.confirmed.title', { bookingId });
    return layout(title, `<div class="result"><div class="icon ok">✓</div><h1>${e(title)}</h1>\n<p class="sub">${e(t('result.confirmed.text', { hcn: r.hcn }))}</p></div>`, '', lang);
  }
  if (r.kind === 'NO_BOOKING') {
    const title = t('result.noBooking.title');
    return layout(title, `<div class="result"><div class="icon bad">!</div><h1>${e(title)}</h1>\n<p class="sub">${e(t('result.noBooking.text', { bookingId }))}</p></div>`, '', lang);
  }
  const rows = r.discrepancies.map((d) => `<tr><td>${e(d.field)}</td><td>${e(show(d.booked))}</td><td>${e(show(d.hotel))}</td></tr>`).join('');
  const title = t('result.differs.title');
  return layout(
    title,
    `<div class="result"><div class="icon warn">!</div><h1>${e(title)}</h1>
<p class="sub">${e(t('result.differs.text', { bookingId }))}</p>
<table><tr><th>${e(t('result.field'))}</th><th>${e(t('result.ours'))}</th><th>${e(t('result.yours'))}</th></tr>${rows}</table></div>`,
    '',
    lang,
  );
}

export function renderProblem(title: string, message: string, lang: Language = 'en'): string {
  return layout(title, `<div class="result"><div class="icon bad">!</div><h1>${e(title)}</h1><p class="sub">${e(message)}</p></div>`, '', lang);
}
