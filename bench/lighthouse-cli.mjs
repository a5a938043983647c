/**
 * The Lighthouse CLI as the bench runs it: Debian's Chromium, headless, nothing in the background; a lost trace is
 * run again. Shared by landing-lighthouse.mjs and stack-floor.mjs.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--disable-extensions',
  '--disable-domain-reliability',
  '--metrics-recording-only',
  '--mute-audio',
].join(' ');

/**
 * Runs the Lighthouse CLI in a child process (asynchronously: the gzip front lives in this process). Chromium now and
 * then loses the trace of a load (Lighthouse's NO_NAVSTART runtime error, more often on a busy machine): such a run
 * is repeated, at most twice, and says so; it is never counted.
 */
export async function lighthouse(url, outFile, extra) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url, outFile, extra);
    } catch (err) {
      if (attempt === 3) throw err;
      console.log(`  (${err.message}: run repeated)`);
    }
  }
}

function lighthouseOnce(url, outFile, extra = ['--only-categories=performance,accessibility,best-practices,seo']) {
  const bin = path.join(here, 'node_modules/.bin/lighthouse');
  if (!fs.existsSync(bin)) throw new Error('bench dependencies missing: run `npm ci` in bench/');
  const child = spawn(
    bin,
    [url, ...extra, '--output=json', `--output-path=${outFile}`, '--quiet', `--chrome-flags=${CHROME_FLAGS}`],
    {
      env: { ...process.env, CHROME_PATH: CHROME },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 180_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (code !== 0) reject(new Error(`lighthouse failed (exit ${code})`));
      else resolve(JSON.parse(fs.readFileSync(outFile, 'utf8')));
    });
  });
}

export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
