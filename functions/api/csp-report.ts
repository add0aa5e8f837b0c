/**
 * Cloudflare Pages Function at /api/csp-report: where browsers report Content-Security-Policy violations
 * (the site-wide header policy's report-to / report-uri, src/lib/headers/security-headers.ts). It keeps
 * nothing: each report becomes one log line of four validated fields (the page's path, a known directive,
 * the blocked source's origin or keyword, the disposition), which Cloudflare's log view can count. Anyone can
 * post here, so nothing in a line is free text: a value outside its pattern is logged as `other`.
 *
 * Every call counts against the Functions quota the editors' login shares (docs/operations.md, "Violation
 * reports and the Functions quota"), so the function reads as little as it can: the two report types only, the
 * size capped from the declared length and again while reading, and at most LOG_LINES_PER_MINUTE lines per
 * isolate, the rest counted.
 * Browsers send two formats: `application/csp-report` (report-uri) and `application/reports+json` (the
 * Reporting API).
 */

/** A report bigger than this is not a browser's report. */
export const MAX_BYTES = 16 * 1024;
/** Lines one isolate logs per minute; a flood beyond it is summed up in one line per minute. */
export const LOG_LINES_PER_MINUTE = 30;
const REPORT_TYPES = ['application/csp-report', 'application/reports+json'];

/** Directives a browser reports (CSP Level 3's fetch, document and navigation directives). */
const DIRECTIVES = new Set([
  'default-src',
  'script-src',
  'script-src-elem',
  'script-src-attr',
  'style-src',
  'style-src-elem',
  'style-src-attr',
  'img-src',
  'font-src',
  'connect-src',
  'media-src',
  'object-src',
  'frame-src',
  'child-src',
  'worker-src',
  'manifest-src',
  'base-uri',
  'form-action',
  'frame-ancestors',
  'navigate-to',
  'require-trusted-types-for',
  'trusted-types',
  'wasm-unsafe-eval',
]);
/** What browsers write instead of an address for a blocked source. */
const KEYWORDS = new Set([
  'inline',
  'eval',
  'wasm-eval',
  'self',
  'data',
  'blob',
  'trusted-types-policy',
  'trusted-types-sink',
]);

export interface ViolationSummary {
  page: string;
  directive: string;
  blocked: string;
  disposition: string;
}

type Fields = Record<string, unknown>;

/** `https://x.example/a?b#c` → `https://x.example`; a keyword (`inline`, `eval`) stays; anything else is `other`. */
function originOf(value: unknown): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) return 'unknown';
  if (KEYWORDS.has(text)) return text;
  try {
    const url = new URL(text);
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      return KEYWORDS.has(url.protocol.slice(0, -1)) ? url.protocol.slice(0, -1) : 'other';
    return /^https?:\/\/[a-z0-9.-]{1,253}(:\d{1,5})?$/.test(url.origin) ? url.origin : 'other';
  } catch {
    return 'other';
  }
}

/** `https://site/blog/x/?q=me` → `/blog/x/`: the page, never what the visitor typed into it. */
function pathOf(value: unknown): string {
  try {
    const path = new URL(String(value)).pathname;
    return /^\/[A-Za-z0-9._~%/-]{0,199}$/.test(path) ? path : 'other';
  } catch {
    return 'unknown';
  }
}

/** `script-src-elem 'self'` (older browsers' violated-directive) → `script-src-elem`; unknown → `other`. */
const directiveOf = (value: unknown) => {
  const name = typeof value === 'string' ? value.trim().split(/\s/)[0]!.toLowerCase() : '';
  return DIRECTIVES.has(name) ? name : name ? 'other' : 'unknown';
};
const dispositionOf = (value: unknown) => (value === 'report' ? 'report' : 'enforce');

/** One report's summary, from either format's field names. */
function summarise(report: Fields): ViolationSummary {
  return {
    page: pathOf(report['document-uri'] ?? report.documentURL),
    directive: directiveOf(report['effective-directive'] ?? report.effectiveDirective ?? report['violated-directive']),
    blocked: originOf(report['blocked-uri'] ?? report.blockedURL),
    disposition: dispositionOf(report.disposition),
  };
}

/** The violation reports in a request body, summarised; none for anything that is not a report. */
export function summariseReports(body: unknown): ViolationSummary[] {
  if (Array.isArray(body)) {
    return body
      .filter((entry): entry is Fields => !!entry && typeof entry === 'object')
      .filter((entry) => entry.type === 'csp-violation' && !!entry.body && typeof entry.body === 'object')
      .map((entry) => summarise(entry.body as Fields))
      .slice(0, 20);
  }
  const single = body && typeof body === 'object' ? (body as Fields)['csp-report'] : undefined;
  return single && typeof single === 'object' ? [summarise(single as Fields)] : [];
}

/**
 * The body as text, or null past `max` bytes: the declared length is checked before anything is read, and the
 * stream is cut off at the cap whatever it declared (a chunked body declares none).
 */
export async function readCapped(request: Request, max: number): Promise<string | null> {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (declared > max) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/** This isolate's log budget: LOG_LINES_PER_MINUTE lines a minute; what is over it is counted, then summed up. */
const budget = { minute: -1, lines: 0, dropped: 0 };

/** Whether one more line may be logged now; at a new minute, logs how many the last full one dropped. */
export function mayLog(now = Date.now()): boolean {
  const minute = Math.floor(now / 60_000);
  if (minute !== budget.minute) {
    if (budget.dropped > 0) console.log(JSON.stringify({ cspReportsNotLogged: budget.dropped }));
    Object.assign(budget, { minute, lines: 0, dropped: 0 });
  }
  if (budget.lines < LOG_LINES_PER_MINUTE) {
    budget.lines += 1;
    return true;
  }
  budget.dropped += 1;
  return false;
}

export async function onRequestPost({ request }: { request: Request }): Promise<Response> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (!REPORT_TYPES.includes(type)) return new Response(null, { status: 415 });
  const text = await readCapped(request, MAX_BYTES);
  if (text === null) return new Response(null, { status: 413 });
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return new Response(null, { status: 400 });
  }
  for (const summary of summariseReports(body)) {
    if (mayLog()) console.log(JSON.stringify({ cspViolation: summary }));
  }
  return new Response(null, { status: 204 });
}
