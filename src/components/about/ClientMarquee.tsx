import React, { useState } from 'react';
import { Picture } from '../ui/Image';
import { Pause, Play } from '../ui/icons';
import * as S from './ClientMarquee.styles';

/** Copies of the three logos on the track: two identical halves, so sliding by half loops seamlessly. */
const COPIES = 4;

/** Trusted by startups (product-rules §2 About), paused by a button (WCAG 2.2.2); only the first copy is announced. */
export function ClientMarquee({ clients }: { clients: NonNullable<Queries.AboutPageQuery['aboutJson']>['clients'] }) {
  const [isPaused, setIsPaused] = useState(false);
  return (
    <S.Wrapper>
      <S.Viewport>
        <S.Track $isPaused={isPaused}>
          {Array.from({ length: COPIES }, (_, copy) => (
            <S.Set key={copy} aria-hidden={copy > 0 ? true : undefined}>
              {clients.map(({ name, logo }) => (
                <S.Logo key={name}>
                  {logo.childImageSharp ? (
                    <Picture image={logo.childImageSharp.gatsbyImageData} alt={copy === 0 ? name : ''} />
                  ) : (
                    <span>{name}</span>
                  )}
                </S.Logo>
              ))}
            </S.Set>
          ))}
        </S.Track>
      </S.Viewport>
      <S.Toggle type="button" onClick={() => setIsPaused(!isPaused)} aria-pressed={isPaused}>
        {isPaused ? <Play size={16} aria-hidden="true" /> : <Pause size={16} aria-hidden="true" />}
        {isPaused ? 'Play' : 'Pause'}
        <span className="visually-hidden"> the moving row of client logos</span>
      </S.Toggle>
    </S.Wrapper>
  );
}
