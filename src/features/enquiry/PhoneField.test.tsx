import React from 'react';
import { TextEncoder } from 'node:util';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PHONE_COUNTRIES, type PhoneCountry } from '../../lib/contact/phone';
import { EMPTY_ENQUIRY } from './enquiry';
import { PhoneField } from './PhoneField';

// React's server renderer (imported once this has run) needs TextEncoder, which jsdom leaves out; act() needs
// to know it is in a test.
Object.assign(globalThis, { TextEncoder, IS_REACT_ACT_ENVIRONMENT: true });

type Field = typeof PhoneField;

function field(Component: Field, mobileCountry: PhoneCountry, onChange = jest.fn()) {
  return (
    <Component
      id="enquiry-mobileNo"
      values={{ ...EMPTY_ENQUIRY, mobileCountry }}
      inputProps={{ ref: null }}
      onChange={onChange}
    />
  );
}

const picker = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Dialling code' });

afterEach(() => jest.restoreAllMocks());

it('offers every country by name and calling code when the form first renders in the browser', () => {
  render(field(PhoneField, 'IN'));
  expect(picker().options).toHaveLength(PHONE_COUNTRIES.length);
  expect(picker().value).toBe('IN');
  expect(screen.getByRole('option', { name: 'United Kingdom (+44)' })).toHaveValue('GB');
});

it('keeps the server’s options while hydrating, without loading the browser’s locale data', async () => {
  const { renderToString } = await import('react-dom/server');
  const container = document.createElement('div');
  container.innerHTML = renderToString(field(PhoneField, 'IN'));
  document.body.append(container);
  const serverOptions = [...container.querySelectorAll('option')];
  // Any of these is a page's first Intl call, which loads the browser's locale data.
  const intlCalls = [
    jest.spyOn(Intl, 'DisplayNames'),
    jest.spyOn(Intl, 'Collator'),
    jest.spyOn(Number.prototype, 'toLocaleString'),
  ];
  const onChange = jest.fn();

  // Copies of the form's modules that have not run yet, as on the page the visitor lands on.
  await jest.isolateModulesAsync(async () => {
    const client = await import('react-dom/client');
    const { act } = await import('react');
    const { PhoneField: Landing } = await import('./PhoneField');
    const root = await act(async () => client.hydrateRoot(container, field(Landing, 'IN', onChange)));
    for (const call of intlCalls) expect(call).not.toHaveBeenCalled();
    expect([...picker().options]).toEqual(serverOptions);

    await userEvent.selectOptions(picker(), 'GB');
    expect(onChange).toHaveBeenLastCalledWith({ mobileNo: '', mobileCountry: 'GB' });
    await act(async () => root.render(field(Landing, 'US', onChange)));
    expect(picker().value).toBe('US');
    act(() => root.unmount());
  });
  container.remove();
});
