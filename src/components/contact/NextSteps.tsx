import React from 'react';
import styled from 'styled-components';
import { theme } from '../../styles/theme';
import { gridList, iconSquare } from '../../styles/mixins';

/** What happens after an enquiry is sent, under the form on /contact. */
export function NextSteps({ heading, steps }: { heading: string; steps: readonly string[] }) {
  return (
    <Wrapper aria-labelledby="next-steps-heading">
      <Heading id="next-steps-heading">{heading}</Heading>
      <Steps>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </Steps>
    </Wrapper>
  );
}

const Wrapper = styled.section`
  margin-top: ${theme.space.xl};
  padding: ${theme.space.lg};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surfaceAlt};
`;

const Heading = styled.h2`
  font-size: 1.25rem;
`;

const Steps = styled.ol`
  ${gridList}
  counter-reset: step;
  gap: ${theme.space.md};
  li {
    counter-increment: step;
    display: grid;
    grid-template-columns: 2rem 1fr;
    gap: ${theme.space.md};
  }
  li::before {
    content: counter(step);
    ${iconSquare('2rem', theme.radii.pill, theme.colors.action, theme.colors.onDark)}
    font-weight: 700;
  }
`;
