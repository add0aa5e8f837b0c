import type { IGatsbyImageData } from 'gatsby-plugin-image';

export interface Member {
  id: string;
  name: string;
  role: string;
  bio: string;
  link?: string | null;
  author?: string | null;
  /** The member's author page, when the build has one (src/gatsby/node/team-resolvers.ts). */
  articlesPath?: string | null;
  photo?: IGatsbyImageData | null;
}

/** A member as TeamMembers reads them: the photo's image data in place of the File node. */
export const memberOf = (member: Queries.TeamMemberFieldsFragment): Member => ({
  ...member,
  photo: member.photo?.childImageSharp?.gatsbyImageData ?? null,
});
