import React from 'react';
import styled from 'styled-components';

interface IconProps extends Omit<React.SVGProps<SVGSVGElement>, 'ref' | 'dangerouslySetInnerHTML'> {
  size?: number | string;
}

/**
 * A lucide-style 24×24 stroke icon (scripts/generate-icons.mjs); decorative unless given `aria-hidden={false}`.
 * The paint settings every icon shares live in one class instead of five attributes on each of the 20–60 icons a
 * page draws; `xmlns` (implied in HTML) and `focusable` (read only by Internet Explorer) are left out. Only the
 * stroke width stays an attribute: it varies per call, and a class would override it.
 */
export function SvgIcon({ markup, size = 24, strokeWidth = 2, ...rest }: IconProps & { markup: string }) {
  return (
    <Svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      strokeWidth={strokeWidth}
      aria-hidden="true"
      {...rest}
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}

const Svg = styled.svg`
  fill: none;
  stroke: currentColor;
  stroke-linecap: round;
  stroke-linejoin: round;
`;

export const svgIcon = (markup: string) => (props: IconProps) => <SvgIcon markup={markup} {...props} />;
