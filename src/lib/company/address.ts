/** An office as site.json describes it; the street and postal code only where the owner has given them. */
export interface Office {
  street?: string | null;
  city: string;
  region: string;
  postalCode?: string | null;
}

/** "Plot 12, Knowledge Park III, Greater Noida, Uttar Pradesh 201308", or "Lucknow, Uttar Pradesh" without a street. */
export function officeAddress(office: Office): string {
  return [office.street, office.city, [office.region, office.postalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
}
