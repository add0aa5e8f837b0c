import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

/** playwright.config.ts starts scripts/serve.mjs with OUTBOX_FILE=test-results/outbox.jsonl. */
export const OUTBOX = path.resolve('test-results/outbox.jsonl');
export const SEND_FORM_PATH = '/api/v1.0/email/send-form';
/** Chunks and scripts that may load only once the form is about to be used (docs/contact-form.md "Loading"). */
export const LAZY_CONTACT_REQUEST = /\/contact-(emailjs|recaptcha|local-check)-[0-9a-f]+\.js|\/recaptcha\/api\.js/;

export interface EnquiryInput {
  name: string;
  mobile: string;
  email: string;
  country: string;
  message: string;
}

/** A distinct enquiry per test, so parallel tests find their own line in the shared outbox. */
export function uniqueEnquiry(label: string): EnquiryInput {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  return {
    name: `E2E ${label} ${id}`,
    mobile: '9876543210',
    email: `e2e.${id}@example.in`,
    country: 'India',
    message: `Playwright enquiry ${id}: we need a delivery tracking app.`,
  };
}

export async function fillEnquiry(page: Page, enquiry: EnquiryInput): Promise<void> {
  await page.getByLabel('Name').fill(enquiry.name);
  await page.getByLabel('Mobile number').fill(enquiry.mobile);
  await page.getByLabel('Email').fill(enquiry.email);
  await page.getByLabel('Country (optional)').fill(enquiry.country);
  await page.getByLabel('Message (optional)').fill(enquiry.message);
}

export async function expectFormKeeps(page: Page, enquiry: EnquiryInput): Promise<void> {
  await expect(page.getByLabel('Name')).toHaveValue(enquiry.name);
  await expect(page.getByLabel('Mobile number')).toHaveValue(enquiry.mobile);
  await expect(page.getByLabel('Email')).toHaveValue(enquiry.email);
  await expect(page.getByLabel('Country (optional)')).toHaveValue(enquiry.country);
  await expect(page.getByLabel('Message (optional)')).toHaveValue(enquiry.message);
}

/** Every outbox line written for this enquiry (matched by its unique e-mail address). */
export async function outboxEntries(enquiry: EnquiryInput): Promise<Array<Record<string, string>>> {
  const text = await readFile(OUTBOX, 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, string>)
    .filter((entry) => entry.email === enquiry.email);
}
