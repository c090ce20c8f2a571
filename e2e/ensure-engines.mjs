// Makes sure Firefox ESR and WebKitGTK (WebKitWebDriver, MiniBrowser, Xvfb) exist for the Firefox and WebKit runs:
// `node e2e/ensure-engines.mjs firefox webkit`. Installs Debian's packages when root, like ensure-chromium.mjs;
// otherwise prints the exact command. Never downloads a browser build of its own.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const onPath = (name) => process.env.PATH.split(':').some((dir) => existsSync(`${dir}/${name}`));
const MINIBROWSER = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

const NEEDS = {
  firefox: { packages: ['firefox-esr'], present: () => existsSync(FIREFOX) },
  webkit: {
    packages: ['webkit2gtk-driver', 'xvfb', 'xauth'],
    present: () => onPath('WebKitWebDriver') && existsSync(MINIBROWSER) && onPath('xvfb-run') && onPath('xauth'),
  },
};

const wanted = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(NEEDS);
const unknown = wanted.filter((w) => !NEEDS[w]);
if (unknown.length) {
  console.error(`Unknown engine ${unknown.join(', ')}: say firefox, webkit or both.`);
  process.exit(2);
}
const missing = wanted.filter((w) => !NEEDS[w].present());
if (!missing.length) process.exit(0);

const packages = missing.flatMap((w) => NEEDS[w].packages);
const apt = 'apt-get -o DPkg::Lock::Timeout=180';
const cmd = `${apt} update && ${apt} install -y --no-install-recommends ${packages.join(' ')}`;
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(
    `No ${missing.join(' or ')} found. Install Debian's packages and run the tests again:\n  sudo sh -c '${cmd}'`,
  );
  process.exit(1);
}
console.log(`No ${missing.join(' or ')} found: installing Debian's ${packages.join(', ')}…`);
try {
  execSync(cmd, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
} catch {
  console.error(`Installing failed. Run this yourself, then the tests again:\n  ${cmd}`);
  process.exit(1);
}
const still = missing.filter((w) => !NEEDS[w].present());
if (still.length) {
  console.error(
    `apt-get finished but ${still.join(' and ')} is still missing (looked for ${FIREFOX}, WebKitWebDriver, ${MINIBROWSER}, xvfb-run, xauth).`,
  );
  process.exit(1);
}
