// Makes sure a Chromium exists for the Playwright tests. Installs Debian's package when root;
// never downloads a browser build of its own (that cannot work on this network).
import { execSync } from 'node:child_process';
import { findChromium } from './chromium-path.mjs';

if (findChromium()) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const cmd = 'apt-get -o DPkg::Lock::Timeout=180 update && apt-get -o DPkg::Lock::Timeout=180 install -y chromium';
if (!isRoot) {
  console.error(
    `No Chromium found. Install Debian's package and run the tests again:\n  sudo sh -c '${cmd}'\nor set CHROMIUM_PATH to a Chromium binary.`,
  );
  process.exit(1);
}
console.log("No Chromium found: installing Debian's chromium package…");
try {
  execSync(cmd, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
} catch {
  console.error(`Installing Chromium failed. Run this yourself, then the tests again:\n  ${cmd}`);
  process.exit(1);
}
if (!findChromium()) {
  console.error('apt-get finished but no Chromium binary was found at /usr/bin/chromium.');
  process.exit(1);
}
