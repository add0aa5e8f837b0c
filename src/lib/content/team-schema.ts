import { z } from 'zod';
import { imagePath, listOf, slug, text, url } from './primitives';

/** One person: shown on /about/, and on /contact/ when they read enquiries. */
const member = z
  .object({
    id: slug,
    name: text,
    role: text,
    /** A photograph; without one the site draws a monogram of the initials, never an illustration of a face. */
    photo: imagePath.optional(),
    photoAlt: text.optional(),
    link: url.optional(),
    /** Two lines on a card: at most 180 characters. */
    bio: text.max(180, 'At most 180 characters (two lines on a card)'),
    /** The blog author this person writes as, by id in content/authors/authors.json. */
    author: slug.optional(),
    /** Named on /contact/ as a reader of enquiries. */
    readsEnquiries: z.boolean().optional(),
  })
  .strict();

/** content/site/team.json: the people behind the work. */
export const teamSchema = z
  .object({
    heading: text,
    intro: text,
    members: listOf(member, 'id', 'name'),
    /** The sentence above the readers' names on /contact/. */
    enquiriesHeading: text,
    /**
     * Switched on while the list is the one seeded from the blog's authors: `npm run launch-check` asks the
     * owner to confirm names, roles and who reads enquiries, and to switch it off.
     */
    awaitingConfirmation: z.boolean().optional(),
  })
  .strict()
  .superRefine((team, ctx) => {
    team.members.forEach((person, index) => {
      if (person.photo && !person.photoAlt)
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          path: ['members', index, 'photoAlt'],
          message: 'Required with a photo',
        });
    });
  });

export type Team = z.infer<typeof teamSchema>;
