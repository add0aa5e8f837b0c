import React from 'react';
import { Mail } from '../ui/icons';
import { useSiteData } from '../../hooks/use-site-data';
import styled from 'styled-components';
import { theme } from '../../styles/theme';

/** The open call to send a resume by e-mail (product-rules §2 Careers), to site.json's resume address. */
export function ResumeCall({ text }: { text: string }) {
  const email = useSiteData().resumeEmail;
  return (
    <Box>
      <Mail size={22} aria-hidden="true" />
      <p>
        {text} <a href={`mailto:${email}`}>{email}</a>.
      </p>
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.sm};
  margin-top: ${theme.space.xl};
  padding: ${theme.space.lg};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.sky};
  color: ${theme.colors.primaryDark};
  text-align: center;
  svg {
    flex: none;
  }
  p {
    margin: 0;
    color: ${theme.colors.ink};
  }
  a {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;
