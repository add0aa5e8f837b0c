// Finds the Chromium that end-to-end tests use: $CHROME_PATH or Debian's /usr/bin/chromium.
// Installs it with apt when missing and running as root; otherwise says exactly how to install it.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
const found = candidates.find((candidate) => existsSync(candidate));
if (found) {
  console.log(`Browser for end-to-end tests: ${found}`);
  process.exit(0);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (isRoot && hasApt) {
  console.log('Chromium not found; installing Debian chromium with apt-get...');
  execSync('apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium', { stdio: 'inherit' });
  if (existsSync('/usr/bin/chromium')) process.exit(0);
}
console.error(
  [
    'No Chromium found for the end-to-end tests.',
    "Install Debian's package:   sudo apt-get update && sudo apt-get install -y chromium",
    'or point CHROME_PATH at an existing Chrome/Chromium binary:   CHROME_PATH=/path/to/chrome npm test',
  ].join('\n'),
);
process.exit(1);
