import React from 'react';
import { Glyph } from '../ui/Glyph';
import * as S from './SellingPoints.styles';

interface SellingPointsProps {
  heading: string;
  points: ReadonlyArray<{ id: number; title: string; description: string; glyph: string }>;
}

/** The side panel beside the contact form (product-rules §2 Contact: eleven selling points). */
export function SellingPoints({ heading, points }: SellingPointsProps) {
  return (
    <S.Panel aria-labelledby="selling-points-heading">
      <S.Heading id="selling-points-heading">{heading}</S.Heading>
      <S.List>
        {points.map((point) => (
          <S.Item key={point.id}>
            <S.Icon>
              <Glyph name={point.glyph} size={20} />
            </S.Icon>
            <div>
              <S.Title>{point.title}</S.Title>
              <S.Text>{point.description}</S.Text>
            </div>
          </S.Item>
        ))}
      </S.List>
    </S.Panel>
  );
}
