import React from 'react';
import type { z } from 'zod';
import { Section } from '../../components/ui/Section';
import { TeamMembers } from '../../components/team/TeamMembers';
import { authorPath } from '../../lib/routes';
import type { teamSchema } from '../../lib/content/team-schema';
import { entryData, previewImage, textOf, type PreviewProps } from './preview-data';

type Fields = z.input<typeof teamSchema>;

/** The team as About shows it, then the readers of enquiries as Contact shows them. */
export function TeamPreview(props: PreviewProps) {
  const team = entryData<Fields>(props);
  const members = (team.members ?? []).map((member, index) => ({
    id: textOf(member?.id) || String(index),
    name: textOf(member?.name),
    role: textOf(member?.role),
    bio: textOf(member?.bio),
    link: member?.link ? textOf(member.link) : null,
    author: member?.author ? textOf(member.author) : null,
    // The preview cannot know which authors have posts; the built page links only those that do.
    articlesPath: member?.author ? authorPath(textOf(member.author)) : null,
    photo: previewImage(props, member?.photo, 96, 96) ?? null,
    readsEnquiries: Boolean(member?.readsEnquiries),
  }));
  return (
    <>
      <Section id="leadership" heading={textOf(team.heading)} intro={textOf(team.intro)} isTinted>
        <TeamMembers members={members} />
      </Section>
      <Section id="readers" heading={textOf(team.enquiriesHeading)}>
        <TeamMembers members={members.filter((member) => member.readsEnquiries)} isCompact />
      </Section>
    </>
  );
}
