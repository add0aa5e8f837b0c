import React from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { GalleryGrid } from './GalleryGrid';

const image = (src: string): IGatsbyImageData => ({
  layout: 'constrained',
  width: 1200,
  height: 800,
  images: { fallback: { src, srcSet: `${src} 1200w`, sizes: '100vw' }, sources: [] },
});
const pictures = ['Office', 'Workshop', 'Lunch'].map((name) => ({
  alt: `Illustration of the ${name.toLowerCase()}`,
  caption: `${name} caption.`,
  image: {
    childImageSharp: {
      hero: image(`/${name}-hero.jpg`),
      thumb: image(`/${name}-thumb.jpg`),
      full: image(`/${name}-full.jpg`),
    },
  },
}));

describe('GalleryGrid lightbox', () => {
  beforeAll(() => {
    // jsdom has no modal dialogs: showModal opens it and focuses its first button, as browsers do; close closes.
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
      this.querySelector('button')?.focus();
    };
    HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
      this.removeAttribute('open');
    };
  });

  it('opens a picture in a modal dialog with its caption', async () => {
    const user = userEvent.setup();
    render(<GalleryGrid pictures={pictures} />);
    await user.click(screen.getByRole('link', { name: /Illustration of the workshop/ }));
    const dialog = screen.getByRole('dialog', { name: 'Workshop caption.' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByText('Picture 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('moves with the arrow keys, wrapping around', async () => {
    const user = userEvent.setup();
    render(<GalleryGrid pictures={pictures} />);
    await user.click(screen.getByRole('link', { name: /Illustration of the lunch/ }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Office caption.');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Workshop caption.');
    await user.click(screen.getByRole('button', { name: 'Next picture' }));
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Lunch caption.');
  });

  it('keeps focus inside while open', async () => {
    const user = userEvent.setup();
    render(<GalleryGrid pictures={pictures} />);
    await user.click(screen.getByRole('link', { name: /Illustration of the office/ }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Previous picture' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next picture' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Next picture' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Previous picture' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the picture that opened it', async () => {
    const user = userEvent.setup();
    render(<GalleryGrid pictures={pictures} />);
    const opener = screen.getByRole('link', { name: /Illustration of the workshop/ });
    await user.click(opener);
    await user.keyboard('{ArrowRight}{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
