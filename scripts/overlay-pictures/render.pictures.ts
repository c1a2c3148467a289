import fs from 'node:fs';
import {expect, test} from '@playwright/test';
import {emit, openOverlayExample} from '../../tests/e2e/overlayHarness';
import {examples, manifestPath, pictureFile, pictureInputsHash, picturesDir} from './inputs';
import {pictureSamples} from './samples';

// An overlay's page is transparent in OBS: a plain scene stands in for the stream behind it.
const streamScene = 'html { background: linear-gradient(135deg, #1d2b3a, #3b2a4f); }';
// Pictures a sample names, such as the package's avatar URLs, from here: nothing leaves the machine.
const avatar =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#9146ff"/><circle cx="32" cy="25" r="12" fill="#fff"/><path d="M10 60a22 20 0 0 1 44 0z" fill="#fff"/></svg>';

test('renders each overlay example on stream after its sample events', async ({browser}) => {
  fs.mkdirSync(picturesDir, {recursive: true});
  const manifest: Record<string, string> = {};
  for (const {name, file} of examples) {
    const sample = pictureSamples[name];
    // A 1920x1080 scene drawn at half scale: a 960x540 picture.
    const page = await browser.newPage({viewport: {width: 1920, height: 1080}, deviceScaleFactor: 0.5});
    // A fixed time, and timers that run only when told: the overlay stays as the events left it.
    await page.clock.install({time: new Date('2026-01-01T20:00:00Z')});
    await openOverlayExample(page, file, sample.options);
    await page.addStyleTag({content: streamScene});
    // Routed after the harness's own route, so it answers picture requests first.
    await page.route('**/*', (route) =>
      route.request().resourceType() === 'image' ? route.fulfill({contentType: 'image/svg+xml', body: avatar}) : route.fallback(),
    );
    for (const {event, payload} of sample.events) await emit(page, event, payload);
    await expect(page.locator(sample.shown)).toBeVisible();
    // Transitions end where they would on stream; JPEG came out smaller than WebP at the same quality.
    await page.screenshot({path: pictureFile(name), type: 'jpeg', quality: 80, animations: 'disabled'});
    await page.close();
    manifest[name] = pictureInputsHash(name);
  }
  fs.writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
});
