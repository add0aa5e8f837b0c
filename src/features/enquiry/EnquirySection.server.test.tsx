/** @jest-environment node */
import React from 'react';
import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { EnquirySection } from './EnquirySection';

/** The company address the failure messages give; the real one comes from site.json. */
jest.mock('../../hooks/use-site-data', () => ({ useSiteData: () => ({ email: 'info@example.com' }) }));

/** Renders as the build does: a stream that is read once everything, lazy parts included, is ready. */
function renderLikeTheBuild(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => (html += chunk.toString()));
    stream.on('end', () => resolve(html));
    const { pipe } = renderToPipeableStream(element, { onAllReady: () => pipe(stream), onShellError: reject });
  });
}

it('puts the whole form into the HTML, so the section is complete before any of its code loads', async () => {
  const html = await renderLikeTheBuild(<EnquirySection intro="Tell us about your project." />);
  expect(html).toContain('Connect with Us');
  expect(html).toContain('Tell us about your project.');
  for (const name of ['name', 'mobile_no', 'email', 'country', 'message']) expect(html).toContain(`name="${name}"`);
  expect(html).toContain('10 digits, without +91 or spaces');
  expect(html).toContain('The human check appears here.');
  expect(html).toContain('Send enquiry');
  expect(html).not.toContain('Loading the enquiry form');
});
