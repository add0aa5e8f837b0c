import React from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { TextEncoder } from 'node:util';
import { PhoneHours } from './PhoneHours';

const hours = { days: 'Monday to Friday', opens: '09:30', closes: '18:30' };

function inZone(timeZone: string) {
  const original = Intl.DateTimeFormat.prototype.resolvedOptions;
  return jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...original.call(this), timeZone };
  });
}

describe('PhoneHours', () => {
  afterEach(() => jest.restoreAllMocks());

  it('renders IST only on the server', () => {
    // react-dom/server needs TextEncoder, which jsdom lacks.
    Object.assign(globalThis, { TextEncoder });
    const { renderToString } = jest.requireActual<typeof import('react-dom/server')>('react-dom/server');
    const html = renderToString(<PhoneHours hours={hours} />);
    expect(html).toContain('Monday to Friday, 09:30–18:30 IST');
    expect(html).not.toContain('your time');
  });

  it('adds the hours in the visitor’s zone after load', async () => {
    inZone('America/New_York');
    render(<PhoneHours hours={hours} />);
    expect((await screen.findByText(/your time/)).textContent).toMatch(/^, \d\d:\d\d–\d\d:\d\d .+ your time$/);
  });

  it('adds nothing for a visitor on IST', async () => {
    const zone = inZone('Asia/Kolkata');
    render(<PhoneHours hours={hours} />);
    await waitFor(() => expect(zone).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByText(/your time/)).toBeNull();
  });
});
