// Finds the engines of the cross-engine pass (npm run test:engines): Debian's Firefox ESR, WebKitGTK's
// WebDriver (which drives WebKitGTK's MiniBrowser) and Xvfb, the virtual display MiniBrowser needs.
// Installs the missing ones with apt when running as root, as scripts/ensure-browser.mjs does for Chromium;
// otherwise says exactly what to install. Never downloads a browser from anywhere else.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** What each engine needs: the binary, an override variable, and the Debian package that ships it. */
const NEEDS = [
  {
    what: 'Firefox',
    path: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
    variable: 'FIREFOX_PATH',
    pkg: 'firefox-esr',
  },
  {
    what: 'WebKitWebDriver',
    path: process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver',
    variable: 'WEBKIT_DRIVER_PATH',
    pkg: 'webkit2gtk-driver',
  },
  { what: 'xvfb-run', path: '/usr/bin/xvfb-run', pkg: 'xvfb' },
];
export const ENGINE_PACKAGES = NEEDS.map((need) => need.pkg);

const missing = () => NEEDS.filter((need) => !existsSync(need.path));

let absent = missing();
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (absent.length > 0 && isRoot && existsSync('/usr/bin/apt-get')) {
  const packages = absent.map((need) => need.pkg).join(' ');
  console.log(`Installing the engines for the cross-engine tests with apt-get: ${packages}`);
  execSync(`apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y ${packages}`, { stdio: 'inherit' });
  absent = missing();
}
if (absent.length === 0) {
  console.log(`Engines for the cross-engine tests: ${NEEDS.map((need) => need.path).join(', ')}`);
  process.exit(0);
}
console.error(
  [
    `Missing for the cross-engine tests: ${absent.map((need) => `${need.what} (${need.path})`).join(', ')}.`,
    `Install Debian's packages:   sudo apt-get update && sudo apt-get install -y ${absent.map((need) => need.pkg).join(' ')}`,
    ...absent
      .filter((need) => need.variable)
      .map((need) => `or point ${need.variable} at an existing ${need.what}:   ${need.variable}=/path/to/it npm test`),
  ].join('\n'),
);
process.exit(1);
