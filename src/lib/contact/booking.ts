/**
 * Where "Schedule a Call" leads (product-rules §2): the booking page from content/site/site.json when one is
 * set and the browser is online, otherwise the enquiry form. Offline, a booking page in a new tab would
 * only show the browser's error, while the form keeps what is typed and offers e-mail and phone.
 * @example scheduleCallTarget('https://cal.com/staropsteam/intro', true) // { kind: 'booking', href: 'https://cal.com/…' }
 * @example scheduleCallTarget(null, true) // { kind: 'form', href: '/contact/' }
 */
export function scheduleCallTarget(
  bookingUrl: string | null | undefined,
  isOnline: boolean,
  formPath = '/contact/',
): { kind: 'booking' | 'form'; href: string } {
  return bookingUrl && isOnline ? { kind: 'booking', href: bookingUrl } : { kind: 'form', href: formPath };
}
