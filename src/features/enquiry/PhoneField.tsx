import React, { useState } from 'react';
import { callingCode, countryWithNumber, PHONE_COUNTRIES, type PhoneCountry } from '../../lib/contact/phone';
import { mobileHint, type Enquiry } from './enquiry';
import * as S from './EnquiryForm.styles';

let optionElements: React.ReactElement[] | undefined;
/**
 * Every country by its English name, with its calling code: "United Kingdom (+44)". Built on first use and
 * then the same elements on every render, so typing a number does not reconcile 245 options.
 */
function countryOptions(): React.ReactElement[] {
  if (optionElements) return optionElements;
  const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
  const collator = new Intl.Collator('en');
  optionElements = PHONE_COUNTRIES.map((code) => ({
    code,
    label: `${regionNames.of(code) ?? code} (+${callingCode(code)})`,
  }))
    .sort((a, b) => collator.compare(a.label, b.label))
    .map(({ code, label }) => (
      // Node's and the browser's region names may differ by a word; the value is what counts.
      <option key={code} value={code} suppressHydrationWarning>
        {label}
      </option>
    ));
  return optionElements;
}

/**
 * The picker's options as the server sent them, while the page the visitor landed on hydrates; null when
 * the form first renders in the browser. Keeping them means the browser makes no Intl call while the form
 * hydrates: the first one of a page loads its locale data, a long task on a slow phone (docs/performance.md).
 */
function serverOptions(selectId: string): string | null {
  return typeof document === 'undefined' ? null : (document.getElementById(selectId)?.innerHTML ?? null);
}

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
    onChange({ mobileNo, mobileCountry: countryWithNumber(mobileNo, values.mobileCountry) });
  };
  const selectId = `${id}-country`;
  // React leaves a select's existing options alone when it hydrates one with dangerouslySetInnerHTML, and
  // still picks the `value` among them.
  const [keptOptions] = useState(() => serverOptions(selectId));
  const options =
    keptOptions === null ? { children: countryOptions() } : { dangerouslySetInnerHTML: { __html: keptOptions } };
  const handleCountry = (event: React.ChangeEvent<HTMLSelectElement>) =>
    onChange({ mobileNo: values.mobileNo, mobileCountry: event.target.value as PhoneCountry });
  return (
    <>
      <S.PhoneRow>
        <select
          id={selectId}
          name="mobile_country"
          aria-label="Dialling code"
          value={values.mobileCountry}
          onChange={handleCountry}
          {...options}
        />
        <input {...inputProps} id={id} onChange={handleNumber} />
      </S.PhoneRow>
      <input type="hidden" name="mobile_no" value={e164 ?? ''} />
      <S.Note id={`${id}-hint`}>{mobileHint(values.mobileCountry)}</S.Note>
    </>
  );
}
