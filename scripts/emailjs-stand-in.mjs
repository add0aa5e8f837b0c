// Local EmailJS stand-in (product-rules §7): the same endpoint, multipart fields, id checks,
// statuses and texts as api.emailjs.com, so a fresh clone sends enquiries with no account and no
// network. Accepted enquiries are appended as JSON lines to a git-ignored outbox file.
// scripts/serve.mjs mounts it beside the built site; the ids it accepts are the local ids the site
// is built with when no GATSBY_EMAILJS_* variables are set (src/config/email-stand-in.json).
import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import path from 'node:path';

export const SEND_FORM_PATH = '/api/v1.0/email/send-form';

/** Request header a test can add (e.g. with a Playwright route) to make one send fail with that status. */
export const FAIL_HEADER = 'x-stand-in-status';

const MAX_BODY_BYTES = 1024 * 1024;

// The texts api.emailjs.com answers with (400 unless said otherwise).
export const MESSAGES = {
  userIdRequired: 'The user_id parameter is required',
  serviceIdRequired: 'The service_id parameter is required',
  templateIdRequired: 'The template_id parameter is required',
  publicKeyInvalid: 'The Public Key is invalid. To find this ID, visit https://dashboard.emailjs.com/admin/account',
  serviceNotFound: 'The service ID not found. To find this ID, visit https://dashboard.emailjs.com/admin',
  templateNotFound: 'The template ID not found. To find this ID, visit https://dashboard.emailjs.com/admin/templates',
  captchaMissing: 'reCAPTCHA: The g-recaptcha-response parameter not found',
};

/**
 * @param {{ outbox?: string, failStatus?: number, log?: (line: string) => void }} [options]
 *   outbox: JSON-lines file (default OUTBOX_FILE or outbox/enquiries.jsonl);
 *   failStatus: answer every send with this status (default EMAILJS_STAND_IN_STATUS), to try failures by hand.
 */
export function createEmailStandIn(options = {}) {
  const outbox = path.resolve(options.outbox ?? process.env.OUTBOX_FILE ?? 'outbox/enquiries.jsonl');
  const failStatus = options.failStatus ?? parseStatus(process.env.EMAILJS_STAND_IN_STATUS);
  const log = options.log ?? ((line) => console.log(line));
  const ids = JSON.parse(readFileSync(new URL('../src/config/email-stand-in.json', import.meta.url), 'utf8'));

  return {
    path: SEND_FORM_PATH,
    outbox: path.relative(process.cwd(), outbox) || outbox,
    /** @param {import('node:http').IncomingMessage} req */
    handles(req) {
      return new URL(req.url ?? '/', 'http://localhost').pathname === SEND_FORM_PATH;
    },
    /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
    async handle(req, res) {
      try {
        const { status, text } = await answer(req);
        res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end(text);
      } catch (error) {
        log(`[emailjs stand-in] error: ${error instanceof Error ? error.message : String(error)}`);
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Internal Server Error');
      }
    },
  };

  async function answer(req) {
    if (req.method !== 'POST') return { status: 405, text: 'Method Not Allowed' };
    const forced = parseStatus(req.headers[FAIL_HEADER]) ?? failStatus;
    const body = await readBody(req);
    if (body === null) return { status: 413, text: 'Payload Too Large' };
    if (forced) return { status: forced, text: STATUS_CODES[forced] ?? 'Error' };

    let form;
    try {
      form = await new Request(`http://localhost${SEND_FORM_PATH}`, {
        method: 'POST',
        headers: { 'content-type': String(req.headers['content-type'] ?? '') },
        body,
      }).formData();
    } catch {
      return { status: 400, text: 'The request body must be multipart/form-data' };
    }
    const fields = {};
    for (const [name, value] of form.entries()) {
      fields[name] = typeof value === 'string' ? value : `[file ${value.name}, ${value.size} bytes]`;
    }
    const problem = checkIds(fields, ids);
    if (problem) return { status: 400, text: problem };

    mkdirSync(path.dirname(outbox), { recursive: true });
    appendFileSync(outbox, `${JSON.stringify({ receivedAt: new Date().toISOString(), ...fields })}\n`);
    log(
      `[emailjs stand-in] enquiry from ${fields.name || '(no name)'} <${fields.email || 'no e-mail'}>` +
        ` → ${path.relative(process.cwd(), outbox) || outbox}`,
    );
    return { status: 200, text: 'OK' };
  }
}

/** The real service's checks, in its order: account, service, template, then the template's reCAPTCHA. */
function checkIds(fields, ids) {
  if (!fields.user_id) return MESSAGES.userIdRequired;
  if (!fields.service_id) return MESSAGES.serviceIdRequired;
  if (!fields.template_id) return MESSAGES.templateIdRequired;
  if (fields.user_id !== ids.publicKey) return MESSAGES.publicKeyInvalid;
  if (fields.service_id !== ids.serviceId) return MESSAGES.serviceNotFound;
  if (fields.template_id !== ids.templateId) return MESSAGES.templateNotFound;
  if (!fields['g-recaptcha-response']) return MESSAGES.captchaMissing;
  return null;
}

function parseStatus(value) {
  const status = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(status) && status >= 400 && status <= 599 ? status : undefined;
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on('end', () => resolve(size > MAX_BODY_BYTES ? null : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}
