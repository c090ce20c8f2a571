// Makes sure the compilers the Lab's code tests run are here (src/games/lab/code/langs/compiled.test.ts): python3,
// g++, rustc, lua5.4, and Mono's mcs and mono for C#. Installs Debian's packages when root, like the browsers'
// e2e/ensure-engines.mjs; otherwise prints the exact command. Never fails the run: a test whose compiler can't be had
// skips, saying why.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

const onPath = (name) => (process.env.PATH ?? '').split(':').some((dir) => existsSync(join(dir, name)));

/** Each program the tests run and Debian's package for it. rustc may also be rustup's, in ~/.cargo/bin. */
const NEEDS = [
  { program: 'python3', package: 'python3' },
  { program: 'g++', package: 'g++' },
  {
    program: 'rustc',
    package: 'rustc',
    present: () => existsSync(join(homedir(), '.cargo', 'bin', 'rustc')) || onPath('rustc'),
  },
  { program: 'lua5.4', package: 'lua5.4' },
  { program: 'mcs', package: 'mono-mcs' },
  { program: 'mono', package: 'mono-runtime' },
];

const present = (n) => (n.present ? n.present() : onPath(n.program));
const missing = NEEDS.filter((n) => !present(n));
if (!missing.length) process.exit(0);

const names = missing.map((n) => n.program).join(', ');
const apt = 'apt-get -o DPkg::Lock::Timeout=180';
const cmd = `${apt} update && ${apt} install -y --no-install-recommends ${missing.map((n) => n.package).join(' ')}`;
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.warn(
    `No ${names} found: the Lab's code tests for them will be skipped. To run them, install Debian's packages:\n  sudo sh -c '${cmd}'`,
  );
  process.exit(0);
}
console.log(`No ${names} found: installing Debian's ${missing.map((n) => n.package).join(', ')}…`);
try {
  execSync(cmd, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
} catch {
  console.warn(
    `Installing failed: the Lab's code tests for ${names} will be skipped. To run them, run this, then the tests again:\n  ${cmd}`,
  );
}
const still = missing.filter((n) => !present(n));
if (still.length)
  console.warn(`Still no ${still.map((n) => n.program).join(', ')}: the Lab's code tests for them will be skipped.`);
