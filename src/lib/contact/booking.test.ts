import { scheduleCallTarget } from './booking';

describe('scheduleCallTarget', () => {
  const booking = 'https://cal.com/example/intro-call';

  it('opens the booking page when one is set and the browser is online', () => {
    expect(scheduleCallTarget(booking, true)).toEqual({ kind: 'booking', href: booking });
  });

  it.each([null, undefined, ''])('leads to the form without a booking page (%p)', (bookingUrl) => {
    expect(scheduleCallTarget(bookingUrl, true)).toEqual({ kind: 'form', href: '/contact/' });
  });

  it('leads to the form when the browser is offline, so the booking page cannot load', () => {
    expect(scheduleCallTarget(booking, false, '/contact/#contact-form')).toEqual({
      kind: 'form',
      href: '/contact/#contact-form',
    });
  });
});
