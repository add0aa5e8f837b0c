import React, { useState } from 'react';
import { render, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from './Tabs';

const tabs = [
  { id: 'one', label: 'One' },
  { id: 'two', label: 'Two' },
  { id: 'three', label: 'Three' },
];

function Harness({ variant = 'segmented' }: { variant?: 'segmented' | 'pills' }) {
  const [selected, setSelected] = useState(0);
  return (
    <Tabs
      label="Numbers"
      idPrefix="n"
      variant={variant}
      tabs={tabs}
      selected={selected}
      onSelect={setSelected}
      renderPanel={(index, wasShown) => (wasShown ? `Panel ${tabs[index]!.label}` : 'not drawn')}
    />
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });
const selected = () => screen.getByRole('tab', { selected: true });

describe('Tabs', () => {
  it('names the tablist and links each tab to its panel', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Numbers' })).toBeInTheDocument();
    expect(tab('Two')).toHaveAttribute('aria-controls', 'n-panel-two');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('One');
  });

  it('moves focus and selection with the arrow keys, wrapping, and jumps with Home and End', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    expect(tab('One')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Two')).toHaveFocus();
    expect(selected()).toHaveTextContent('Two');
    await user.keyboard('{End}');
    expect(selected()).toHaveTextContent('Three');
    await user.keyboard('{ArrowRight}');
    expect(tab('One')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Three')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(selected()).toHaveTextContent('One');
    await user.keyboard('{ArrowDown}');
    expect(selected()).toHaveTextContent('One');
  });

  it('marks a tab reached by an arrow key after a click for the focus ring, until focus leaves it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(tab('One'));
    expect(tab('One')).not.toHaveAttribute('data-keyboard-focus');
    await user.keyboard('{ArrowRight}');
    expect(tab('Two')).toHaveAttribute('data-keyboard-focus');
    await user.click(tab('Three'));
    expect(tab('Two')).not.toHaveAttribute('data-keyboard-focus');
  });

  it('keeps one tab stop: the selected tab, then its panel', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(tab('Two'));
    expect(screen.getAllByRole('tab').filter((t) => t.tabIndex === 0)).toEqual([tab('Two')]);
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel Two');
  });

  it('draws a panel once its tab has been selected, and keeps it drawn', async () => {
    const { container } = render(<Harness />);
    const three = container.querySelector('#n-panel-three')!;
    expect(three).toHaveTextContent('not drawn');
    await userEvent.click(tab('Three'));
    await userEvent.click(tab('One'));
    expect(three).toHaveTextContent('Panel Three');
  });

  it('selects on hover only in the pills variant', () => {
    const { unmount } = render(<Harness />);
    fireEvent.mouseEnter(tab('Three'));
    expect(selected()).toHaveTextContent('One');
    unmount();
    render(<Harness variant="pills" />);
    fireEvent.mouseEnter(tab('Three'));
    expect(selected()).toHaveTextContent('Three');
  });
});
