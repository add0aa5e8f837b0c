import React from 'react';
import { render, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TechTabs } from './TechTabs';

const mark = (title: string) => ({
  title,
  hex: '2496ED',
  href: `/static/marks/${title.toLowerCase()}-0123456789ab.svg#m`,
});
const tabs = [
  {
    id: 'devops',
    label: 'DevOps',
    items: [
      { name: 'AWS', mark: null },
      { name: 'Docker', mark: mark('Docker') },
    ],
  },
  { id: 'backend', label: 'Backend', items: [{ name: 'Django', mark: mark('Django') }] },
  { id: 'frontend', label: 'Frontend', items: [{ name: 'MUI', mark: mark('MUI') }] },
  { id: 'mobile', label: 'Mobile', items: [{ name: 'Flutter', mark: mark('Flutter') }] },
  { id: 'database', label: 'Database', items: [{ name: 'Oracle', mark: null }] },
  { id: 'cms', label: 'CMS', items: [{ name: 'Wix', mark: mark('Wix') }] },
];

const selected = () => screen.getByRole('tab', { selected: true });
const panel = () => screen.getByRole('tabpanel');

describe('TechTabs', () => {
  it('starts on Devops with only its panel shown', () => {
    render(<TechTabs tabs={tabs} />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'DevOps',
      'Backend',
      'Frontend',
      'Mobile',
      'Database',
      'CMS',
    ]);
    expect(selected()).toHaveTextContent('DevOps');
    expect(panel()).toHaveAccessibleName('DevOps');
    expect(within(panel()).getByText('Docker')).toBeInTheDocument();
    expect(screen.queryByText('Django')).not.toBeVisible();
  });

  it('switches on click', async () => {
    render(<TechTabs tabs={tabs} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Backend' }));
    expect(selected()).toHaveTextContent('Backend');
    expect(within(panel()).getByText('Django')).toBeVisible();
    expect(screen.queryByText('Docker')).not.toBeVisible();
  });

  it('switches on hover', () => {
    render(<TechTabs tabs={tabs} />);
    fireEvent.mouseEnter(screen.getByRole('tab', { name: 'Mobile' }));
    expect(selected()).toHaveTextContent('Mobile');
    expect(within(panel()).getByText('Flutter')).toBeVisible();
  });

  it('draws the brand mark, or a monochrome badge when simple-icons has none', () => {
    const { container } = render(<TechTabs tabs={tabs} />);
    const devops = container.querySelector('#tech-panel-devops')!;
    expect(
      within(devops as HTMLElement).getByText('AWS', { selector: 'span[aria-hidden="true"] span' }),
    ).toBeInTheDocument();
    const docker = within(devops as HTMLElement)
      .getByText('Docker')
      .closest('li')!;
    expect(docker.querySelector('svg use')).toHaveAttribute('href', '/static/marks/docker-0123456789ab.svg#m');
    expect(docker.getAttribute('style')).toContain('--brand: #2496ED');
  });

  it('draws the marks of a hidden panel only once it has been shown', async () => {
    const { container } = render(<TechTabs tabs={tabs} />);
    const mobile = container.querySelector('#tech-panel-mobile')!;
    expect(mobile.querySelector('svg')).toBeNull();
    expect(mobile).toHaveTextContent('Flutter');
    await userEvent.click(screen.getByRole('tab', { name: 'Mobile' }));
    expect(mobile.querySelector('svg use')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'DevOps' }));
    expect(mobile.querySelector('svg use')).toBeInTheDocument();
  });
});
