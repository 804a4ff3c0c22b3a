/**
 * Finds a Chromium for the browser suites: CHROMIUM_PATH, then Debian's
 * /usr/bin/chromium, then one that Playwright installed. When none is found and
 * we run as root on Debian, installs Debian's `chromium` package (Playwright's
 * own browser download does not work on our machines).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

function playwrightChromium() {
  const cache = process.env.PLAYWRIGHT_BROWSERS_PATH || path.join(os.homedir(), '.cache', 'ms-playwright');
  if (!existsSync(cache)) return undefined;
  for (const dir of readdirSync(cache).filter((name) => name.startsWith('chromium')).sort().reverse()) {
    for (const candidate of ['chrome-linux/chrome', 'chrome-linux64/chrome', 'chrome-linux/headless_shell']) {
      const full = path.join(cache, dir, candidate);
      if (existsSync(full)) return full;
    }
  }
  return undefined;
}

export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', playwrightChromium()];
  return candidates.find((candidate) => candidate && existsSync(candidate));
}

const installHint =
  'No Chromium found: install one with `sudo apt-get install -y chromium` (Debian) or set CHROMIUM_PATH to a Chromium binary.';

/** Returns a Chromium path, installing Debian's package if it may; throws with one line saying how otherwise. */
export function ensureChromium({ log = console.log } = {}) {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const isDebian = existsSync('/etc/debian_version');
  if (!isRoot || !isDebian) throw new Error(installHint);
  log('No Chromium found; installing Debian’s chromium package (apt-get)...');
  const quiet = { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } };
  execFileSync('apt-get', ['update', '-qq'], quiet);
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-dejavu-core'], quiet);
  const installed = findChromium();
  if (!installed) throw new Error(installHint);
  return installed;
}

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-dev-shm-usage',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(ensureChromium());
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
