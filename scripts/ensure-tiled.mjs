// Makes sure Tiled's command line (Debian's `tiled`: `tiled --export-map`, `tmxrasterizer`) is there for the test
// that has Tiled itself read Hexlab's exported maps. Installs Debian's package when root; otherwise prints the command
// and lets the tests run (that one test then says it was skipped and why).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const found = () =>
  existsSync('/usr/bin/tiled') ||
  (() => {
    try {
      execSync('command -v tiled', { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  })();
if (found()) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const cmd =
  'apt-get -o DPkg::Lock::Timeout=180 update && apt-get -o DPkg::Lock::Timeout=180 install -y --no-install-recommends tiled';
if (!isRoot) {
  console.error(
    `Tiled is not installed: the test that has Tiled read Hexlab's maps will be skipped. To run it:\n  sudo sh -c '${cmd}'`,
  );
  process.exit(0);
}
console.log("Tiled not found: installing Debian's tiled package…");
try {
  execSync(cmd, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
} catch {
  console.error(`Installing Tiled failed; the Tiled test will be skipped. Run this yourself to include it:\n  ${cmd}`);
}
