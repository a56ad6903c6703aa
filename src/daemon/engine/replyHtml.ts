// The reply page's HTML: the booking and its form, the thank-you page and the problem page. No JavaScript; all output escaped.
import type { Discrepancy } from '../../domain/webhookEvents.js';
import { escapeHtml as e, summaryRows, type BookingSummary } from '../channels/summary.js';
import type { FormValues } from './replyForm.js';

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
@media (max-width:600px){dl,.grid{grid-template-columns:1fr}.card{padding:20px}}
`;

function layout(title: string, body: string, footer = ''): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${e(title)}</title><style>${CSS}</style></head>
<body><div class="bar">Reservation reconfirmation<span>for hotel reservation teams</span></div>
<main><div class="card">${body}</div>${footer ? `<footer>${footer}</footer>` : ''}</main></body></html>`;
}

const field = (name: keyof FormValues, label: string, value: string, type = 'text', extra = '') =>
  `<div${extra}><label for="${name}">${e(label)}</label><input type="${type}" id="${name}" name="${name}" value="${e(value)}"${type === 'number' ? ' min="0" max="999"' : ''}></div>`;

export function renderReplyForm(s: BookingSummary, v: FormValues, opts: { expiresAt: string; errors?: string[] }): string {
  const rows = summaryRows(s)
    .map(([k, val]) => `<dt>${e(k)}</dt><dd>${e(val)}</dd>`)
    .join('');
  const errors = opts.errors?.length ? `<div class="errors" role="alert"><strong>Please check your answer:</strong><ul>${opts.errors.map((x) => `<li>${e(x)}</li>`).join('')}</ul></div>` : '';
  const special = s.specialRequest
    ? `<label class="check wide"><input type="checkbox" name="specialRequestNoted" value="yes"${v.specialRequestNoted ? ' checked' : ''}> The special request is noted: “${e(s.specialRequest)}”</label>`
    : '';
  const body = `
<h1>Please confirm booking ${e(s.bookingId)}</h1>
<p class="sub">${e(s.hotel)}${s.city ? `, ${e(s.city)}` : ''} · ${e(s.checkIn)} to ${e(s.checkOut)}</p>
${errors}
<dl>${rows}</dl>
<form method="post" action="" novalidate>
  <div class="hcn">
    <label for="hcn">Your hotel confirmation number (HCN)</label>
    <input type="text" id="hcn" name="hcn" value="${e(v.hcn)}" autocomplete="off" spellcheck="false" placeholder="e.g. 4471-2299">
    <p class="hint">The reservation number in your property system. With it, the booking is confirmed.</p>
  </div>
  <details${opts.errors?.length ? ' open' : ''}>
    <summary>Something differs? Correct the details</summary>
    <p class="hint">Change only what your reservation shows differently; leave the rest as it is.</p>
    <div class="grid">
      ${field('checkIn', 'Check-in', v.checkIn, 'date')}
      ${field('checkOut', 'Check-out', v.checkOut, 'date')}
      ${field('leadName', 'Lead guest', v.leadName, 'text', ' class="wide"')}
      ${field('roomType', 'Room type', v.roomType)}
      ${field('boardType', 'Board type', v.boardType)}
      ${field('rooms', 'Rooms', v.rooms, 'number')}
      <div class="grid" style="margin:0">${field('adults', 'Adults', v.adults, 'number')}${field('children', 'Children', v.children, 'number')}</div>
      ${special}
    </div>
  </details>
  <div class="actions">
    <button type="submit" name="action" value="confirm" class="primary">Confirm booking</button>
    <button type="submit" name="action" value="no_booking" class="secondary">We have no such booking</button>
  </div>
</form>`;
  return layout(`Confirm booking ${s.bookingId}`, body, `This link is personal to your property, works once and expires ${e(opts.expiresAt.slice(0, 16).replace('T', ' '))} UTC.`);
}

export type ResultKind = { kind: 'CONFIRMED'; hcn: string } | { kind: 'DISCREPANCY'; discrepancies: Discrepancy[] } | { kind: 'NO_BOOKING' };

const show = (v: unknown) => (v === null || v === undefined ? '—' : typeof v === 'string' ? v.slice(0, 10).match(/^\d{4}-\d{2}-\d{2}$/) ? v.slice(0, 10) : v : String(v));

export function renderResult(bookingId: string, r: ResultKind): string {
  if (r.kind === 'CONFIRMED') {
    return layout(
      `Booking ${bookingId} confirmed`,
      `<div class="result"><div class="icon ok">✓</div><h1>Booking ${e(bookingId)} is confirmed</h1>
<p class="sub">Confirmation number <strong>${e(r.hcn)}</strong> is recorded. Thank you, there is nothing more to do.</p></div>`,
    );
  }
  if (r.kind === 'NO_BOOKING') {
    return layout(
      `Booking ${bookingId}: not found at the hotel`,
      `<div class="result"><div class="icon bad">!</div><h1>Thank you, we noted it</h1>
<p class="sub">You told us you have no reservation ${e(bookingId)}. Our operations team will contact you shortly to resolve it.</p></div>`,
    );
  }
  const rows = r.discrepancies.map((d) => `<tr><td>${e(d.field)}</td><td>${e(show(d.booked))}</td><td>${e(show(d.hotel))}</td></tr>`).join('');
  return layout(
    `Booking ${bookingId}: differences noted`,
    `<div class="result"><div class="icon warn">!</div><h1>Thank you, we noted the differences</h1>
<p class="sub">Your reservation differs from our booking ${e(bookingId)}. Our operations team will contact you to settle it.</p>
<table><tr><th>Field</th><th>Our booking</th><th>Your reservation</th></tr>${rows}</table></div>`,
  );
}

export function renderProblem(title: string, message: string): string {
  return layout(title, `<div class="result"><div class="icon bad">!</div><h1>${e(title)}</h1><p class="sub">${e(message)}</p></div>`);
}
