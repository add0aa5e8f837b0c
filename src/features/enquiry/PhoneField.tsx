import React from 'react';
import { callingCode, countryOfInternational, PHONE_COUNTRIES, type PhoneCountry } from '../../lib/contact/phone';
import { mobileHint, type Enquiry } from './enquiry';
import * as S from './EnquiryForm.styles';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
/** Every country by its English name, with its calling code: "United Kingdom (+44)". */
const OPTIONS = PHONE_COUNTRIES.map((code) => ({
  code,
  label: `${regionNames.of(code) ?? code} (+${callingCode(code)})`,
})).sort((a, b) => a.label.localeCompare(b.label, 'en'));

/** Created once: the same elements on every render, so typing a number does not reconcile 245 options. */
const OPTION_ELEMENTS = OPTIONS.map(({ code, label }) => (
  // Node's and the browser's region names may differ by a word; the value is what counts.
  <option key={code} value={code} suppressHydrationWarning>
    {label}
  </option>
));

interface PhoneFieldProps {
  id: string;
  values: Enquiry;
  /** The number's input (label, aria and ref come from the form, like every other field). */
  inputProps: React.InputHTMLAttributes<HTMLInputElement> & { ref: React.Ref<HTMLInputElement> };
  onChange: (changes: Pick<Enquiry, 'mobileNo' | 'mobileCountry'>) => void;
  e164?: string;
}

/**
 * The mobile number with its country picker (product-rules §5): India by default; a number typed or
 * pasted with `+` moves the picker to its country. The visible input has no name: the form posts the
 * number in E.164 as `mobile_no` and the country as `mobile_country` (docs/contact-form.md).
 */
export function PhoneField({ id, values, inputProps, onChange, e164 }: PhoneFieldProps) {
  const handleNumber = (event: React.ChangeEvent<HTMLInputElement>) => {
    const mobileNo = event.target.value;
    const mobileCountry = countryOfInternational(mobileNo, values.mobileCountry) ?? values.mobileCountry;
    onChange({ mobileNo, mobileCountry });
  };
  const handleCountry = (event: React.ChangeEvent<HTMLSelectElement>) =>
    onChange({ mobileNo: values.mobileNo, mobileCountry: event.target.value as PhoneCountry });
  return (
    <>
      <S.PhoneRow>
        <select
          id={`${id}-country`}
          name="mobile_country"
          aria-label="Dialling code"
          value={values.mobileCountry}
          onChange={handleCountry}
        >
          {OPTION_ELEMENTS}
        </select>
        <input {...inputProps} id={id} onChange={handleNumber} />
      </S.PhoneRow>
      <input type="hidden" name="mobile_no" value={e164 ?? ''} />
      <S.Note id={`${id}-hint`}>{mobileHint(values.mobileCountry)}</S.Note>
    </>
  );
}
