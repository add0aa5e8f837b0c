import {
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
  type CountryCode,
  type MetadataJson,
} from 'libphonenumber-js/core';
// The smallest metadata build (numbering plans without per-type patterns, about 80 KB raw): enough for
// lengths and leading digits, and it only ever loads with the form's own chunk (docs/contact-form.md).
import minMetadata from 'libphonenumber-js/min/metadata';

const metadata = minMetadata as MetadataJson & { country_calling_codes: Record<string, CountryCode[]> };

export type PhoneCountry = CountryCode;

/** product-rules §5: the picker starts on India, where most enquiries come from. */
export const DEFAULT_PHONE_COUNTRY: PhoneCountry = 'IN';

/** Every country the picker offers (ISO 3166 codes, as libphonenumber knows them). */
export const PHONE_COUNTRIES: readonly PhoneCountry[] = getCountries(metadata);

export const PHONE_MESSAGES = {
  required: 'Mobile number is required',
  /** India's SPEC message; other countries share it so the visitor reads one wording. */
  invalid: 'Invalid mobile number',
} as const;

/** `isPhoneCountry('GB')` → true; `isPhoneCountry('XX')` → false. */
export function isPhoneCountry(value: string): value is PhoneCountry {
  return (PHONE_COUNTRIES as readonly string[]).includes(value);
}

/** The digits dialled before a country's numbers: `callingCode('GB')` → '44'. */
export function callingCode(country: PhoneCountry): string {
  return getCountryCallingCode(country, metadata);
}

/** A leading `+` and the calling code it starts with (one to three digits), e.g. '+44 7700' → '44'. */
function leadingCallingCode(value: string): string | undefined {
  const digits = /^\+\s*(\d{1,3})/.exec(value)?.[1] ?? '';
  return [1, 2, 3].map((length) => digits.slice(0, length)).find((code) => metadata.country_calling_codes[code]);
}

/**
 * The country a number written with `+` belongs to, so a pasted `+44 7700 900123` moves the picker to the
 * United Kingdom. Several countries share a calling code (+1, +44, +7): the number's own ranges decide when
 * they can; otherwise the picked country stays if it shares the code, else the code's main country.
 * Undefined for a number without `+` or without a known calling code yet.
 * @example countryOfInternational('+1 (415) 555-0100', 'IN') // 'US'
 */
export function countryOfInternational(raw: string, picked: PhoneCountry): PhoneCountry | undefined {
  const value = raw.trim();
  const code = leadingCallingCode(value);
  if (!code) return undefined;
  const parsed = parsePhoneNumberFromString(value, metadata);
  if (parsed?.country && parsed.isValid()) return parsed.country;
  if (callingCode(picked) === code) return picked;
  return metadata.country_calling_codes[code]?.[0];
}

/** The picker's country once `raw` is in the number field: the country its `+` names, else the one picked. */
export function countryWithNumber(raw: string, picked: PhoneCountry): PhoneCountry {
  return countryOfInternational(raw, picked) ?? picked;
}

export interface PhoneReading {
  /** The country the number was read for (the picked one, or the one its `+` names). */
  country: PhoneCountry;
  /** The number in E.164 (`+447700900123`) when it is acceptable. */
  e164?: string;
  /** One of `PHONE_MESSAGES` when it is not. */
  error?: string;
}

/**
 * Reads a mobile number for a country (product-rules §5 Enquiry form).
 * - India: exactly 10 digits, nothing else (the SPEC rule); written with `+91`, the 10 digits may be grouped
 *   by spaces or hyphens, as a pasted `+91 98765 43210` is.
 * - Other countries: their own numbering plan (libphonenumber's possible lengths for the country), written
 *   nationally (`07700 900123`) or internationally (`+44 7700 900123`). "Possible" rather than "valid":
 *   metadata lags behind newly opened ranges, and a lead must not be turned away for that.
 * A number written with `+` is read for the country it names.
 * @example readPhone('07700900123', 'GB') // { country: 'GB', e164: '+447700900123' }
 * @example readPhone('987654321', 'IN') // { country: 'IN', error: 'Invalid mobile number' }
 */
export function readPhone(raw: string, picked: PhoneCountry): PhoneReading {
  const value = raw.trim();
  if (!value) return { country: picked, error: PHONE_MESSAGES.required };
  const country = countryWithNumber(value, picked);
  const invalid = { country, error: PHONE_MESSAGES.invalid };
  if (country === 'IN') {
    const national = value.startsWith('+') ? value.replace(/^\+\s*91/, '').replace(/[\s-]/g, '') : value;
    return /^\d{10}$/.test(national) ? { country, e164: `+91${national}` } : invalid;
  }
  // Digits and the usual separators only: a letter or a second `+` is a typo, not part of a number.
  if (!/^\+?[\d\s().-]+$/.test(value)) return invalid;
  const parsed = parsePhoneNumberFromString(value, { defaultCountry: country }, metadata);
  if (!parsed?.isPossible() || parsed.countryCallingCode !== callingCode(country)) return invalid;
  return { country, e164: parsed.number };
}
