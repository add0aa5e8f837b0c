import React from 'react';

interface IconProps extends Omit<React.SVGProps<SVGSVGElement>, 'ref' | 'dangerouslySetInnerHTML'> {
  size?: number | string;
}

/** A lucide-style 24×24 stroke icon (scripts/generate-icons.mjs); decorative unless given `aria-hidden={false}`. */
export function SvgIcon({ markup, size = 24, strokeWidth = 2, ...rest }: IconProps & { markup: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}

export const svgIcon = (markup: string) => (props: IconProps) => <SvgIcon markup={markup} {...props} />;
