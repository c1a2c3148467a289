/**
 * npm run bench (plain JavaScript: Lighthouse serializes functions into the page, which a
 * TypeScript loader's injected helpers would break): clean and warm build times, Lighthouse (mobile and desktop, three runs
 * per page) on the served production build, search readiness and query times, and the longest
 * main-thread task of Try it and live events under hostile input (scripts/bench-hostile.mjs).
 * `--search-only` times only search, on the build already in build/.
 * `--lighthouse-only` runs only Lighthouse, on the build already in build/; with it,
 * `--pages=/,/docs/variables` chooses the pages, `--runs=5` the runs per page, `--mobile` leaves
 * desktop out, and `--compare=DIR` also runs every page on the build in DIR, interleaved run by run
 * (the order swapped every run), so both see the same load on a shared machine.
 * Prints min / median / max and writes the raw results to bench-results/bench.json (after every
 * Lighthouse run, too), with each Lighthouse run's long tasks (which script, when, how long) and
 * Lighthouse's benchmark index (how busy the machine was) to tell what a score lost.
 */
import {execSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import {measureHostileInput} from './bench-hostile.mjs';
import {startBuildServer} from './serve-build.mjs';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const port = Number(process.env.BENCH_PORT ?? 3500);
/** The value of `--name=value` on the command line. */
const option = (/** @type {string} */ name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const searchOnly = process.argv.includes('--search-only');
const lighthouseOnly = process.argv.includes('--lighthouse-only');
const pages = option('pages')?.split(',') ?? [
  '/',
  '/docs/rest/send-alerts',
  '/docs/variables',
  '/docs/custom-code/helper-functions',
  '/docs/websockets/listen-to-events',
];
const formFactors = process.argv.includes('--mobile') ? ['mobile'] : ['mobile', 'desktop'];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const runs = Number(option('runs') ?? 3);
/** The builds Lighthouse measures, by label: build/, and the one given to `--compare`. */
const builds = [{label: '', dir: 'build'}, ...(option('compare') ? [{label: `[${option('compare')}] `, dir: option('compare')}] : [])].map(
  ({label, dir}, index) => ({
    label,
    dir: path.resolve(dir),
    port: port + index,
    origin: `http://127.0.0.1:${port + index}`,
  }),
);

/** @type {{metric: string, value: number}[]} */
const samples = [];
const record = (/** @type {string} */ metric, /** @type {number} */ value) => samples.push({metric, value});
/** @type {object[]} */
const lighthouseRuns = [];
const resultsFile = path.resolve('bench-results/bench.json');

/** Writes what has been measured so far: a benchmark stopped partway still leaves its runs. */
function saveResults() {
  fs.mkdirSync(path.dirname(resultsFile), {recursive: true});
  fs.writeFileSync(
    resultsFile,
    JSON.stringify({machine: `${process.platform} ${process.arch}, node ${process.version}`, samples, lighthouseRuns}, null, 2),
  );
}

function timed(/** @type {string} */ command) {
  const started = performance.now();
  execSync(command, {stdio: 'ignore'});
  return (performance.now() - started) / 1000;
}

async function main() {
  for (let run = 0; run < (searchOnly || lighthouseOnly ? 0 : runs); run += 1) {
    execSync('npx docusaurus clear', {stdio: 'ignore'});
    record('build clean (s)', timed('npx docusaurus build'));
    record('build warm (s)', timed('npx docusaurus build'));
  }

  // Served with gzip, as any production host serves it; `docusaurus serve` sends files uncompressed.
  const servers = await Promise.all(builds.map((build) => startBuildServer(build.port, build.dir)));
  const {origin} = builds[0];
  try {
    let chrome = await chromeLauncher.launch({chromePath: chromiumPath, chromeFlags});
    try {
      // Run by run over every page, so a burst of load on a shared machine spreads over them all.
      for (let run = 0; run < (searchOnly ? 0 : runs); run += 1) {
        for (const page of pages) {
          for (const formFactor of formFactors) {
            for (const {label, origin: buildOrigin} of run % 2 === 0 ? builds : [...builds].reverse()) {
              const name = `${label}${page} ${formFactor}`;
              let result;
              try {
                result = await lighthouse(
                  `${buildOrigin}${page}`,
                  {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...categories]},
                  formFactor === 'desktop' ? desktopConfig : undefined,
                );
              } catch (error) {
                // A browser lost mid-run (a busy machine can starve it) costs that run, not the whole benchmark.
                console.error(`run ${run + 1}/${runs} ${name} failed, left out: ${String(error)}`);
                chrome.kill();
                chrome = await chromeLauncher.launch({chromePath: chromiumPath, chromeFlags});
                continue;
              }
              const score = (/** @type {string} */ category) => Math.round((result?.lhr.categories[category]?.score ?? 0) * 100);
              const value = (/** @type {string} */ audit) => Math.round(result?.lhr.audits[audit]?.numericValue ?? 0);
              for (const category of categories) record(`${name} ${category}`, score(category));
              // The metrics behind the performance score, to show what holds it back.
              record(`${name} LCP (ms)`, value('largest-contentful-paint'));
              record(`${name} TBT (ms)`, value('total-blocking-time'));
              const longTasks = result?.lhr.audits['long-tasks']?.details?.items ?? [];
              record(`${name} longest task (ms)`, Math.round(longTasks[0]?.duration ?? 0));
              // Lighthouse's measure of the machine's speed at that moment: low when it is busy.
              const benchmarkIndex = Math.round(result?.lhr.environment.benchmarkIndex ?? 0);
              console.error(
                `run ${run + 1}/${runs} ${name}: performance ${score('performance')}, TBT ${value('total-blocking-time')} ms, benchmark index ${benchmarkIndex}`,
              );
              lighthouseRuns.push({
                name,
                run,
                benchmarkIndex,
                longTasks: longTasks.map(({url, startTime, duration}) => ({url, startTime: Math.round(startTime), duration: Math.round(duration)})),
                mainThread: result?.lhr.audits['mainthread-work-breakdown']?.details?.items?.map(({group, duration}) => ({
                  group,
                  duration: Math.round(duration),
                })),
              });
              saveResults();
            }
          }
        }
      }
    } finally {
      chrome.kill();
    }
    if (lighthouseOnly) return;

    const browser = await chromium.launch({executablePath: chromiumPath, args: chromeFlags});
    try {
      for (let run = 0; run < runs; run += 1) {
        const page = await (await browser.newContext()).newPage();
        // Saving data, search waits for the reader instead of loading at idle (timed below).
        await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'connection', {get: () => ({saveData: true})}));
        await page.goto(`${origin}/`);
        await page.locator('html[data-has-hydrated="true"]').waitFor();
        // Timed in the page, from the event to the change a reader sees: waiting from outside
        // would only notice the change at the test driver's next poll, up to 500 ms late.
        await page.evaluate(() => {
          const navbar = document.querySelector('nav.navbar');
          const marks = {};
          window.__searchTimes = marks;
          navbar.addEventListener('pointerover', () => (marks.reached ??= performance.now()), {capture: true});
          navbar.addEventListener('keydown', () => (marks.typed ??= performance.now()), {capture: true});
          new MutationObserver(() => {
            const input = document.querySelector('#search_input_react');
            if (input && !input.disabled) marks.ready ??= performance.now();
            if (document.querySelector('[role="option"]')) marks.answered ??= performance.now();
          }).observe(navbar, {subtree: true, childList: true, attributes: true});
        });
        // Search loads when the reader reaches for it: time from the pointer entering the navbar.
        await page.locator('nav.navbar').hover();
        await page.locator('#search_input_react:enabled').waitFor();
        await page.locator('#search_input_react').pressSequentially('fuze');
        await page.getByRole('option').first().waitFor();
        const times = await page.evaluate(() => window.__searchTimes);
        record('search ready after reaching for it, saving data (ms)', Math.round(times.ready - times.reached));
        record('search query to first result (ms)', Math.round(times.answered - times.typed));
        await page.context().close();
      }
      // With no reader action search loads at idle: time from the load event until the box is enabled.
      for (let run = 0; run < runs; run += 1) {
        const page = await (await browser.newContext()).newPage();
        await page.addInitScript(() => {
          document.addEventListener('DOMContentLoaded', () => {
            new MutationObserver(() => {
              const input = document.querySelector('#search_input_react');
              if (input && !input.disabled) window.__searchReady ??= performance.now();
            }).observe(document.body, {subtree: true, childList: true, attributes: true});
          });
        });
        await page.goto(`${origin}/docs/rest/send-alerts`);
        await page.locator('#search_input_react:enabled').waitFor({timeout: 30_000});
        const times = await page.evaluate(() => ({ready: window.__searchReady, load: performance.getEntriesByType('navigation')[0].loadEventEnd}));
        record('search ready with no reader action, after the load event (ms)', Math.round(times.ready - times.load));
        await page.context().close();
      }
      // Worst main-thread block of Try it and live events under hostile input, at 4x CPU slowdown.
      for (let run = 0; run < (searchOnly ? 0 : runs); run += 1) {
        for (const {scenario, observedMs, cpuMs} of await measureHostileInput(browser, origin)) {
          record(`${scenario}: longest task at 4x slowdown (ms)`, observedMs);
          record(`${scenario}: its thread time (ms)`, cpuMs);
        }
      }
    } finally {
      await browser.close();
    }
  } finally {
    servers.forEach((server) => server.close());
  }
}

function report() {
  /** @type {Map<string, number[]>} */
  const byMetric = new Map();
  for (const {metric, value} of samples) byMetric.set(metric, [...(byMetric.get(metric) ?? []), value]);
  const rows = [...byMetric].map(([metric, values]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const fmt = (/** @type {number} */ n) => (Number.isInteger(n) ? String(n) : n.toFixed(1));
    return `| ${metric} | ${fmt(sorted[0])} | ${fmt(sorted[Math.floor(sorted.length / 2)])} | ${fmt(sorted[sorted.length - 1])} |`;
  });
  console.log(['| metric | min | median | max |', '| --- | --- | --- | --- |', ...rows].join('\n'));
  saveResults();
  console.log(`Raw results: ${resultsFile}`);
}

main()
  .then(report)
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
