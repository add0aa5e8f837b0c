import React from 'react';

/** One titled list of a job page (responsibilities, requirements, perks). */
export function JobSection({ heading, items }: { heading: string; items: readonly string[] }) {
  const id = heading.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
