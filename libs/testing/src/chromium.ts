import fs from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
  (candidate): candidate is string => Boolean(candidate),
);

/** Debian's Chromium, started so that it never reaches for the network on its own. */
export async function launchChromium(): Promise<Browser> {
  const executablePath = CANDIDATES.find((candidate) => fs.existsSync(candidate));
  if (!executablePath) {
    throw new Error('Chromium not found: install Debian\'s "chromium" package or set CHROMIUM_PATH');
  }
  return chromium.launch({
    executablePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}
