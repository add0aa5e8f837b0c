import styled from 'styled-components';
import { theme } from '../../styles/theme';

/** A person's name beside their avatar (team cards, the blog's top writer); their role goes under it. */
export const PersonName = styled.p`
  margin: 0;
  font-weight: 700;
  color: ${theme.colors.navy};
`;

/** The role under a `PersonName`; muted unless the place gives it a colour. */
export const PersonRole = styled.p`
  margin: 0;
  color: ${theme.colors.muted};
`;
