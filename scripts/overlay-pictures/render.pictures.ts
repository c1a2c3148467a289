import fs from 'node:fs';
import {expect, test, type Browser, type Page} from '@playwright/test';
import {emit, openOverlayExample} from '../../tests/e2e/overlayHarness';
import {frame, pictureCrop, type Box} from './crop';
import {examples, frameFile, manifestPath, pictureFile, pictureInputsHash, picturesDir, type PictureEntry} from './inputs';
import {pictureSamples} from './samples';

// An overlay's page is transparent in OBS: a plain scene stands in for the stream behind it.
const streamScene = 'html { background: linear-gradient(135deg, #1d2b3a, #3b2a4f); }';
// Pictures a sample names, such as the package's avatar URLs, from here: nothing leaves the machine.
const avatar =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#9146ff"/><circle cx="32" cy="25" r="12" fill="#fff"/><path d="M10 60a22 20 0 0 1 44 0z" fill="#fff"/></svg>';
// JPEG came out smaller than WebP at the same quality.
const jpeg = {type: 'jpeg', quality: 80} as const;

/** The example's overlay on a 1920x1080 page after its sample events, drawn at `scale`, on no stream yet. */
async function drawnOverlay(browser: Browser, name: string, file: string, scale: number): Promise<Page> {
  const sample = pictureSamples[name];
  const page = await browser.newPage({viewport: frame, deviceScaleFactor: scale});
  // A fixed time, and timers that run only when told: the overlay stays as the events left it.
  await page.clock.install({time: new Date('2026-01-01T20:00:00Z')});
  await openOverlayExample(page, file, sample.options);
  // Routed after the harness's own route, so it answers picture requests first.
  await page.route('**/*', (route) =>
    route.request().resourceType() === 'image' ? route.fulfill({contentType: 'image/svg+xml', body: avatar}) : route.fallback(),
  );
  for (const {event, payload} of sample.events) await emit(page, event, payload);
  await expect(page.locator(sample.shown)).toBeVisible();
  return page;
}

/** The box of the pixels a transparent screenshot paints (alpha above 16 of 255), decoded on `canvasPage`. */
function paintedBox(canvasPage: Page, png: Buffer): Promise<Box | undefined> {
  return canvasPage.evaluate(
    async (src) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('No 2D canvas to read the screenshot with.');
      context.drawImage(image, 0, 0);
      const {data, width, height} = context.getImageData(0, 0, canvas.width, canvas.height);
      let [left, top, right, bottom] = [width, height, -1, -1];
      for (let y = 0; y < height; y++)
        for (let x = 0; x < width; x++)
          if (data[(y * width + x) * 4 + 3] > 16) {
            left = Math.min(left, x);
            right = Math.max(right, x);
            top = Math.min(top, y);
            bottom = Math.max(bottom, y);
          }
      return right < 0 ? undefined : {x: left, y: top, width: right - left + 1, height: bottom - top + 1};
    },
    `data:image/png;base64,${png.toString('base64')}`,
  );
}

/** The box of the overlay's visible text, where a picture narrower than what the overlay draws looks. */
function textBox(page: Page): Promise<Box | undefined> {
  return page.evaluate(() => {
    const boxes: DOMRect[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!node.textContent?.trim() || !parent?.checkVisibility({opacityProperty: true, visibilityProperty: true})) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      boxes.push(...Array.from(range.getClientRects()).filter((box) => box.width > 0 && box.height > 0));
    }
    if (!boxes.length) return undefined;
    const left = Math.min(...boxes.map((box) => box.left));
    const top = Math.min(...boxes.map((box) => box.top));
    const right = Math.max(...boxes.map((box) => box.right));
    const bottom = Math.max(...boxes.map((box) => box.bottom));
    return {x: left, y: top, width: right - left, height: bottom - top};
  });
}

test('renders each overlay example on stream after its sample events', async ({browser}) => {
  fs.mkdirSync(picturesDir, {recursive: true});
  const canvasPage = await browser.newPage();
  const manifest: Record<string, PictureEntry> = {};
  for (const {name, file} of examples) {
    // What the overlay draws, measured at full scale on its own transparent page: transitions end
    // where they would on stream.
    const page = await drawnOverlay(browser, name, file, 1);
    const painted = await paintedBox(canvasPage, await page.screenshot({type: 'png', omitBackground: true, animations: 'disabled'}));
    if (!painted) throw new Error(`The ${name} example draws nothing after its sample events.`);
    const crop = pictureCrop(painted, await textBox(page));
    // The picture the page shows: that region on stream, one pixel for each pixel of a 1080p stream.
    await page.addStyleTag({content: streamScene});
    const {whole, ...clip} = crop;
    await page.screenshot({...jpeg, path: pictureFile(name), clip, animations: 'disabled'});
    await page.close();
    // The whole 1920x1080 frame at half scale (960x540), which the picture's caption links to.
    const framePage = await drawnOverlay(browser, name, file, 0.5);
    await framePage.addStyleTag({content: streamScene});
    await framePage.screenshot({...jpeg, path: frameFile(name), animations: 'disabled'});
    await framePage.close();
    manifest[name] = {inputs: pictureInputsHash(name), ...clip, whole, drawn: painted};
  }
  await canvasPage.close();
  fs.writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
});
