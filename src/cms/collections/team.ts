import { teamSchema } from '../../lib/content/team-schema';
import { JSON_FORMAT, alt, fieldsOf, file, hinted, long, summarised } from './fields';

/** The people on /about/ and /contact/: one file, content/site/team.json. Called when collections.ts lists them. */
export const team = () => ({
  name: 'team',
  label: 'Team',
  format: JSON_FORMAT,
  media_folder: '/content/site/images',
  public_folder: './images',
  files: [
    file(
      'team',
      'The people behind the work',
      'content/site/team.json',
      fieldsOf(teamSchema, {
        heading: 'Heading on About',
        intro: long('Introduction on About'),
        enquiriesHeading: hinted(
          'Heading on Contact',
          'Above the people who read enquiries, e.g. "Who reads your enquiry".',
        ),
        members: summarised(
          'People',
          'name',
          {
            id: hinted('Short name', 'Unique, lower case, e.g. amit.'),
            name: 'Full name',
            role: 'Role',
            photo: hinted(
              'Photograph',
              'A real photograph, square. Without one the site shows the initials, never a drawing.',
            ),
            photoAlt: alt('Photograph description (alt text)'),
            link: hinted('Profile link', "The person's own LinkedIn or similar page, not the company's."),
            bio: long('Two-line bio', 'At most 180 characters.'),
            author: hinted('Blog author (short name)', 'Optional: links to their articles, e.g. amit.'),
            readsEnquiries: hinted('Reads enquiries', 'Named on the contact page as a reader of enquiries.'),
          },
          'About shows everyone, in this order.',
        ),
        awaitingConfirmation: hinted(
          'Still to confirm',
          "On while names, roles and who reads enquiries await the owner's confirmation; npm run launch-check lists it.",
        ),
      }),
    ),
  ],
});
