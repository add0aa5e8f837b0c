import React from 'react';
import { profileLinkLabel } from '../../lib/blog/author-display';

/** An author's own profile page (LinkedIn…), named after its network and opened in a new tab. */
export function ProfileLink({ href }: { href: string }) {
  return (
    <a href={href} rel="author noopener noreferrer" target="_blank">
      {profileLinkLabel(href)}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
