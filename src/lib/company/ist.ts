/** Phone hours as site.json gives them: days, and opening and closing times in India (IST). */
export interface PhoneHours {
  days: string;
  opens: string;
  closes: string;
}

/**
 * What the server HTML shows: "Monday to Friday, 09:30–18:30 IST". Apart from the conversion (phone-hours.ts), so
 * the footer's first load carries only this line.
 */
export function hoursInIst(hours: PhoneHours): string {
  return `${hours.days}, ${hours.opens}–${hours.closes} IST`;
}
