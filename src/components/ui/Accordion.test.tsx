import React from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion, type AccordionEntry } from './Accordion';

const faq: AccordionEntry[] = [
  { question: 'How long does an app take?', answer: 'Usually three to six months.' },
  { question: 'Do you sign an NDA?', answer: 'Yes, before we see any details.' },
  { question: 'Who owns the code?', answer: 'You do, from the first commit.' },
];

const button = (name: string) => screen.getByRole('button', { name });
const answerVisible = (text: string) =>
  screen.queryByText(text)?.closest('[role="region"]')?.hasAttribute('hidden') === false;

describe('Accordion', () => {
  it('renders one heading button per question, all closed, with hidden panels out of the accessibility tree', () => {
    render(<Accordion items={faq} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(3);
    for (const item of buttons) expect(item).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(screen.queryAllByRole('region')).toHaveLength(0);
    expect(screen.getByText('Usually three to six months.')).not.toBeVisible();
  });

  it('links each button to its panel, and each panel is a region labelled by its button', async () => {
    render(<Accordion items={faq} />);
    const trigger = button('Do you sign an NDA?');
    await userEvent.click(trigger);
    const region = screen.getByRole('region', { name: 'Do you sign an NDA?' });
    expect(trigger).toHaveAttribute('aria-controls', region.id);
    expect(region).toHaveTextContent('Yes, before we see any details.');
    expect(region).toBeVisible();
  });

  it('opens one item at a time: opening another closes the first', async () => {
    render(<Accordion items={faq} />);
    await userEvent.click(button('How long does an app take?'));
    expect(button('How long does an app take?')).toHaveAttribute('aria-expanded', 'true');
    expect(answerVisible('Usually three to six months.')).toBe(true);

    await userEvent.click(button('Who owns the code?'));
    expect(button('Who owns the code?')).toHaveAttribute('aria-expanded', 'true');
    expect(button('How long does an app take?')).toHaveAttribute('aria-expanded', 'false');
    expect(answerVisible('Usually three to six months.')).toBe(false);
    expect(screen.getAllByRole('region')).toHaveLength(1);
  });

  it('closes the open item when it is clicked again', async () => {
    render(<Accordion items={faq} />);
    await userEvent.click(button('Do you sign an NDA?'));
    await userEvent.click(button('Do you sign an NDA?'));
    expect(button('Do you sign an NDA?')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('region')).toHaveLength(0);
  });

  it('starts with the item the data marks open, the first one if the data marks several', () => {
    render(<Accordion items={[faq[0]!, { ...faq[1]!, open: true }, { ...faq[2]!, open: true }]} />);
    expect(button('Do you sign an NDA?')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Do you sign an NDA?' })).toBeVisible();
    expect(button('How long does an app take?')).toHaveAttribute('aria-expanded', 'false');
    expect(button('Who owns the code?')).toHaveAttribute('aria-expanded', 'false');
  });

  it('is operable by keyboard: Tab to a question, Enter and Space toggle it', async () => {
    render(<Accordion items={faq} />);
    const user = userEvent.setup();
    await user.tab();
    expect(button('How long does an app take?')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(button('How long does an app take?')).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(button('Do you sign an NDA?')).toHaveFocus();
    await user.keyboard(' ');
    expect(button('Do you sign an NDA?')).toHaveAttribute('aria-expanded', 'true');
    expect(button('How long does an app take?')).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves focus between questions with the arrow keys, Home and End, without toggling', async () => {
    render(<Accordion items={faq} />);
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(button('Do you sign an NDA?')).toHaveFocus();
    await user.keyboard('{End}');
    expect(button('Who owns the code?')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(button('How long does an app take?')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(button('Who owns the code?')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(button('How long does an app take?')).toHaveFocus();
    expect(screen.queryAllByRole('region')).toHaveLength(0);
  });

  it('marks a question reached by an arrow key after a click for the focus ring', async () => {
    render(<Accordion items={faq} />);
    const user = userEvent.setup();
    await user.click(button('How long does an app take?'));
    await user.keyboard('{ArrowDown}');
    expect(button('Do you sign an NDA?')).toHaveFocus();
    expect(button('Do you sign an NDA?')).toHaveAttribute('data-keyboard-focus');
    expect(button('How long does an app take?')).not.toHaveAttribute('data-keyboard-focus');
  });

  it('gives two accordions on one page distinct ids', () => {
    render(
      <>
        <Accordion items={faq.slice(0, 1)} />
        <Accordion items={faq.slice(0, 1)} />
      </>,
    );
    const [first, second] = screen.getAllByRole('button');
    expect(first!.getAttribute('aria-controls')).not.toBe(second!.getAttribute('aria-controls'));
  });

  it.each([1, 12])('works with %i questions: each opens and closes, one at a time', async (count) => {
    const user = userEvent.setup();
    const items = Array.from({ length: count }, (_, index) => ({
      question: `Question ${index + 1}?`,
      answer: `Answer ${index + 1}.`,
    }));
    render(<Accordion items={items} />);
    expect(screen.getAllByRole('button')).toHaveLength(count);
    const last = button(`Question ${count}?`);
    await user.click(last);
    expect(answerVisible(`Answer ${count}.`)).toBe(true);
    const first = button('Question 1?');
    if (first !== last) {
      await user.click(first);
      expect(answerVisible('Answer 1.')).toBe(true);
      expect(answerVisible(`Answer ${count}.`)).toBe(false);
    }
    expect(screen.getAllByRole('region')).toHaveLength(1);
    await user.click(first);
    expect(screen.queryAllByRole('region')).toHaveLength(0);
  });
});
