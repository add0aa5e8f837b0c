import path from 'node:path';

/** Every page template created from data, in one map (STYLE §3). */
export const templates = {
  job: path.resolve('src/templates/job.tsx'),
} as const;
