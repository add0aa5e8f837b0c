/** @jest-environment jsdom */
import { shownProblems, showRefusalSummary } from './refusal-summary';

/** Decap's markup for a field with errors: the error list, then the label pointing at the control. */
const field = (label: string, id: string, messages: string[]) => `
  <div class="css-1-ControlContainer">
    <ul class="css-2-ControlErrorsList">${messages.map((message) => `<li>${message}</li>`).join('')}</ul>
    <label for="${id}">${label}</label>
    <input id="${id}" />
  </div>`;

describe('the refusal summary', () => {
  it('reads each field Decap shows errors for, by its label and control', () => {
    document.body.innerHTML = `<div class="css-0-ControlPaneContainer">${field('Headline', 'h-1', [
      'Headline is required.',
    ])}${field('Text', 't-1', ['Line 3: code language "ruby" is not highlighted'])}</div>`;
    expect(shownProblems(document)).toEqual([
      { label: 'Headline', id: 'h-1', messages: ['Headline is required.'] },
      { label: 'Text', id: 't-1', messages: ['Line 3: code language "ruby" is not highlighted'] },
    ]);
  });

  it('lists them at the top of the form, each linking to its field, and goes when they do', async () => {
    document.body.innerHTML = '<div class="css-0-ControlPaneContainer"></div>';
    Element.prototype.scrollIntoView = jest.fn();
    showRefusalSummary(document);
    const pane = document.querySelector('[class*="ControlPaneContainer"]')!;
    pane.insertAdjacentHTML('beforeend', field('Headline', 'h-1', ['Headline is required.']));
    pane.insertAdjacentHTML('beforeend', field('Text', 't-1', ['Image ./a.png does not exist']));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const summary = document.getElementById('refusal-summary')!;
    expect(summary.textContent).toBe(
      'Not saved: 2 fields need a changeHeadline is required.Text: Image ./a.png does not exist',
    );
    expect([...summary.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual(['#h-1', '#t-1']);
    pane.querySelectorAll('[class*="ControlErrorsList"]').forEach((list) => list.remove());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.getElementById('refusal-summary')).toBeNull();
  });
});
