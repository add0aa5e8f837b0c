/**
 * Cloudflare Pages Function at /api/csp-report: where browsers report Content-Security-Policy violations
 * (the site-wide header policy's report-to / report-uri, src/lib/headers/security-headers.ts). It keeps
 * nothing: each report becomes one log line with the page's path, the directive and the blocked source's
 * origin (no query strings, no script samples, no address or browser of the visitor), which Cloudflare's
 * log view can count. Browsers send two formats: `application/csp-report` (report-uri) and
 * `application/reports+json` (the Reporting API).
 */

/** A report bigger than this is not a browser's report. */
const MAX_BYTES = 64 * 1024;

export interface ViolationSummary {
  page: string;
  directive: string;
  blocked: string;
  disposition: string;
}

type Fields = Record<string, unknown>;

/** `https://x.example/a?b#c` → `https://x.example`; `inline`, `eval` and the like stay as they are. */
function originOf(value: unknown): string {
  const text = typeof value === 'string' ? value : '';
  if (!text) return 'unknown';
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : url.protocol.replace(/:$/, '');
  } catch {
    return /^[a-z-]{1,20}$/.test(text) ? text : 'other';
  }
}

/** `https://site/blog/x/?q=me` → `/blog/x/`: the page, never what the visitor typed into it. */
function pathOf(value: unknown): string {
  try {
    return new URL(String(value)).pathname.slice(0, 200);
  } catch {
    return 'unknown';
  }
}

const word = (value: unknown) => (typeof value === 'string' && /^[a-z-]{1,40}$/.test(value) ? value : 'unknown');

/** One report's summary, from either format's field names. */
function summarise(report: Fields): ViolationSummary {
  return {
    page: pathOf(report['document-uri'] ?? report.documentURL),
    directive: word(report['effective-directive'] ?? report.effectiveDirective ?? report['violated-directive']),
    blocked: originOf(report['blocked-uri'] ?? report.blockedURL),
    disposition: word(report.disposition ?? 'enforce'),
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

export async function onRequestPost({ request }: { request: Request }): Promise<Response> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (!['application/csp-report', 'application/reports+json', 'application/json'].includes(type)) {
    return new Response(null, { status: 415 });
  }
  const text = await request.text();
  if (text.length > MAX_BYTES) return new Response(null, { status: 413 });
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return new Response(null, { status: 400 });
  }
  for (const summary of summariseReports(body)) console.log(JSON.stringify({ cspViolation: summary }));
  return new Response(null, { status: 204 });
}
