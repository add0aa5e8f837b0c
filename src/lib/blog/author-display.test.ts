import { initialsOf, profileLinkLabel } from './author-display';

test.each([
  // The first letters of the first and last names.
  ['Karan Mehta', 'KM'],
  ['amit kumar sharma', 'AS'],
  // One name, extra spaces and an empty name.
  ['  Neha ', 'N'],
  ['', ''],
])('initialsOf(%j) is %j', (name, initials) => expect(initialsOf(name)).toBe(initials));

test.each([
  // The label names the network of the profile.
  ['https://www.linkedin.com/in/amit', 'Follow on LinkedIn'],
  ['https://x.com/staropstech', 'Follow on X'],
  ['https://github.com/neha', 'Follow on GitHub'],
  // Other or broken URLs, and look-alike hosts, get a neutral label.
  ['https://example.org/me', 'View profile'],
  ['not a url', 'View profile'],
  ['https://notlinkedin.com/x', 'View profile'],
])('profileLinkLabel(%j) is %j', (url, label) => expect(profileLinkLabel(url)).toBe(label));
