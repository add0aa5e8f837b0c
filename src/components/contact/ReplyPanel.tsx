import React from 'react';
import styled from 'styled-components';
import { hoursInIst, type PhoneHours } from '../../lib/company/ist';
import { theme } from '../../styles/theme';
import { AuthorAvatar } from '../blog/AuthorAvatar';
import type { Member } from '../team/member';
import { HeroPanel, PanelLabel, PanelLead, PanelList, PanelMuted } from '../ui/HeroPanel';

interface ReplyPanelProps {
  heading: string;
  /** The team members who read enquiries; none leaves out the list, never the reply time. */
  readers: readonly Member[];
  /** From content/site/site.json, e.g. "within one working day". */
  replyTime: string;
  phone: { display: string; hours: PhoneHours | null };
}

/** The contact hero's second column: who reads an enquiry, how fast they reply, and when the phone is answered. */
export function ReplyPanel({ heading, readers, replyTime, phone }: ReplyPanelProps) {
  return (
    <HeroPanel as="section" aria-labelledby="readers-heading">
      <PanelLabel id="readers-heading">{heading}</PanelLabel>
      {readers.length > 0 ? (
        <PanelList>
          {readers.map((reader) => (
            <Reader key={reader.id}>
              <AuthorAvatar name={reader.name} image={reader.photo} size={48} />
              <div>
                <PanelLead>{reader.name}</PanelLead>
                <PanelMuted>{reader.role}</PanelMuted>
              </div>
            </Reader>
          ))}
        </PanelList>
      ) : null}
      <PanelLead>We reply {replyTime}, by e-mail or phone.</PanelLead>
      <PanelMuted>
        Phone {phone.display}
        {phone.hours ? `: ${hoursInIst(phone.hours)}` : null}
      </PanelMuted>
    </HeroPanel>
  );
}

const Reader = styled.li`
  && {
    align-items: center;
  }
  gap: ${theme.space.md};
`;
