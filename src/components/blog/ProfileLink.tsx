import React from 'react';
import { profileLinkLabel } from '../../lib/blog/author-display';

export function ProfileLink({ href }: { href: string }) {
  return (
    <a href={href} rel="author noopener noreferrer" target="_blank">
      {profileLinkLabel(href)}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
