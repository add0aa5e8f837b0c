import styled from 'styled-components';
import { media } from '../../styles/media';

export const Wrapper = styled.section`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  ${media.sm} {
    padding: ${({ theme }) => theme.space.xl};
  }
`;

export const Heading = styled.h2`
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

export const Intro = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

/** Roughly the form's height, so the page below moves little when the form arrives. */
export const Pending = styled.div`
  min-height: 52rem;
  color: ${({ theme }) => theme.colors.muted};
  ${media.sm} {
    min-height: 36rem;
  }
`;
