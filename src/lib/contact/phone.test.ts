import {
  callingCode,
  countryOfInternational,
  countryWithNumber,
  DEFAULT_PHONE_COUNTRY,
  isPhoneCountry,
  PHONE_COUNTRIES,
  PHONE_MESSAGES,
  readPhone,
} from './phone';

describe('the country picker', () => {
  it('starts on India and offers every country with its calling code', () => {
    expect(DEFAULT_PHONE_COUNTRY).toBe('IN');
    expect(PHONE_COUNTRIES).toEqual(expect.arrayContaining(['IN', 'GB', 'US', 'AE', 'SG']));
    expect([callingCode('IN'), callingCode('GB'), callingCode('US')]).toEqual(['91', '44', '1']);
  });

  it('knows a country code from anything else', () => {
    expect(isPhoneCountry('GB')).toBe(true);
    expect(isPhoneCountry('XX')).toBe(false);
    expect(isPhoneCountry('gb')).toBe(false);
  });
});

describe('countryOfInternational: a number written with + picks its country', () => {
  it.each([
    ['+44 7700 900123', 'IN', 'GB'],
    ['+1 (415) 555-0100', 'IN', 'US'],
    ['+91 98765 43210', 'GB', 'IN'],
    ['+971 50 123 4567', 'IN', 'AE'],
  ])('%s (picked %s) → %s', (value, picked, country) => {
    expect(countryOfInternational(value, picked as 'IN')).toBe(country);
  });

  it('keeps a picked country that shares the calling code when the number cannot tell them apart', () => {
    expect(countryOfInternational('+1 555', 'CA')).toBe('CA');
    expect(countryOfInternational('+1 555', 'IN')).toBe('US');
  });

  it('names no country without + or before a known calling code', () => {
    expect(countryOfInternational('07700900123', 'IN')).toBeUndefined();
    expect(countryOfInternational('+', 'IN')).toBeUndefined();
    expect(countryOfInternational('+999', 'IN')).toBeUndefined();
  });

  it('follows the number when it names its country, and keeps the picked one otherwise', () => {
    expect(countryWithNumber('+44 7700 900123', 'IN')).toBe('GB');
    expect(countryWithNumber('07700 900123', 'GB')).toBe('GB');
    expect(countryWithNumber('+999 1', 'US')).toBe('US');
  });
});

describe('readPhone (product-rules §5)', () => {
  it('requires a number', () => {
    expect(readPhone('  ', 'GB')).toEqual({ country: 'GB', error: PHONE_MESSAGES.required });
  });

  describe('India: exactly 10 digits', () => {
    it.each([
      ['9876543210', '+919876543210'],
      [' 9876543210 ', '+919876543210'],
      ['+919876543210', '+919876543210'],
      ['+91 98765 43210', '+919876543210'],
      ['+91-98765-43210', '+919876543210'],
    ])('%p → %s', (value, e164) => {
      expect(readPhone(value, 'IN')).toEqual({ country: 'IN', e164 });
    });

    it.each(['987654321', '98765432101', '98765 43210', '98765-43210', '98765432a0', '09876543210', '+91 987654321'])(
      '%p → Invalid mobile number',
      (value) => {
        expect(readPhone(value, 'IN')).toEqual({ country: 'IN', error: 'Invalid mobile number' });
      },
    );

    it('refuses non-ASCII digits', () => {
      expect(readPhone('९८७६५४३२१०', 'IN').error).toBe(PHONE_MESSAGES.invalid);
    });
  });

  describe('other countries: their own numbering plan', () => {
    it.each([
      ['+44 7700 900123', 'IN', 'GB', '+447700900123'],
      ['07700900123', 'GB', 'GB', '+447700900123'],
      ['07700 900 123', 'GB', 'GB', '+447700900123'],
      ['+1 (415) 555-0100', 'IN', 'US', '+14155550100'],
      ['(415) 555-0100', 'US', 'US', '+14155550100'],
      ['050 123 4567', 'AE', 'AE', '+971501234567'],
    ])('%p with %s picked → %s %s', (value, picked, country, e164) => {
      expect(readPhone(value, picked as 'IN')).toEqual({ country, e164 });
    });

    it.each([
      ['07700', 'GB'], // far too short for any UK number
      ['077009001234567', 'GB'],
      ['415 555 010', 'US'],
      ['07700 9OO123', 'GB'], // letters O for zeros
      ['++44 7700 900123', 'GB'],
    ])('%p with %s picked → Invalid mobile number', (value, picked) => {
      expect(readPhone(value, picked as 'GB').error).toBe(PHONE_MESSAGES.invalid);
    });

    it('reads a number by the picked country’s plan, not India’s', () => {
      expect(readPhone('98765432', 'US').error).toBe(PHONE_MESSAGES.invalid);
      expect(readPhone('(415) 555-0100', 'IN').error).toBe(PHONE_MESSAGES.invalid);
    });
  });
});
