import fs from 'node:fs';
import {describe, expect, test} from 'vitest';
import manifest from '../../src/data/overlayPictures.json';
import {overlayPictureTexts} from '../../src/components/OverlayExample/pictures';
import {frame, pictureCrop} from '../../scripts/overlay-pictures/crop';
import {exampleNames, frameFile, pictureFile, pictureInputsHash, type PictureEntry} from '../../scripts/overlay-pictures/inputs';

const made: Record<string, PictureEntry | undefined> = manifest;
const fix = 'Fix: run npm run pictures, then commit static/img/overlay-examples and src/data/overlayPictures.json.';

/** A baseline or progressive JPEG's width and height, from its start-of-frame segment. */
function jpegSize(file: string): {width: number; height: number} {
  const data = fs.readFileSync(file);
  for (let at = 2; at + 9 < data.length; at += 2 + data.readUInt16BE(at + 2)) {
    const marker = data[at + 1];
    if (data[at] !== 0xff) break;
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return {height: data.readUInt16BE(at + 5), width: data.readUInt16BE(at + 7)};
  }
  throw new Error(`${file} is not a JPEG with a frame size.`);
}

// A picture is drawn from its example's code (scripts/overlay-pictures): it must be redrawn when that code changes.
describe('overlay example pictures', () => {
  test.each(exampleNames)('%s has a picture made from its current code', (name) => {
    if (!fs.existsSync(pictureFile(name)) || !fs.existsSync(frameFile(name))) expect.fail(`The ${name} example has no picture. ${fix}`);
    if (made[name]?.inputs !== pictureInputsHash(name)) expect.fail(`The ${name} example changed after its picture was made. ${fix}`);
  });

  // The page gives each picture the manifest's width and height: the file must have them, or the page moves as it loads.
  test.each(exampleNames)('%s has the size the manifest gives the page, and stays small', (name) => {
    const entry = made[name];
    expect(jpegSize(pictureFile(name))).toEqual({width: entry?.width, height: entry?.height});
    expect(jpegSize(frameFile(name))).toEqual({width: frame.width / 2, height: frame.height / 2});
    for (const file of [pictureFile(name), frameFile(name)]) expect(fs.statSync(file).size, file).toBeLessThan(60_000);
  });

  test('every example has the alt text and caption its figure shows, and nothing else does', () => {
    expect(Object.keys(overlayPictureTexts).sort()).toEqual(exampleNames);
    expect(Object.keys(made).sort()).toEqual(exampleNames);
  });
});

describe('the region of the frame a picture shows', () => {
  const inside = ({x, y, width, height}: {x: number; y: number; width: number; height: number}) =>
    x >= 0 && y >= 0 && x + width <= frame.width && y + height <= frame.height;

  test('a small card in a corner: all of it, with stream around it, at least 480 wide and no wider than 3:1', () => {
    const crop = pictureCrop({x: 24, y: 24, width: 256, height: 52});
    expect(crop).toEqual({x: 0, y: 0, width: 480, height: 160, whole: true});
  });

  test('a card at the top centre: all of it with its padding, in the frame', () => {
    const drawn = {x: 616, y: 24, width: 688, height: 104};
    const crop = pictureCrop(drawn);
    expect(crop.whole).toBe(true);
    expect(inside(crop)).toBe(true);
    expect(crop.x).toBeLessThanOrEqual(drawn.x - 24);
    expect(crop.x + crop.width).toBeGreaterThanOrEqual(drawn.x + drawn.width + 24);
    expect(crop.width / crop.height).toBeLessThanOrEqual(3);
  });

  test('a tall list: widened to a square', () => {
    const crop = pictureCrop({x: 1500, y: 300, width: 300, height: 600});
    expect(crop.width).toBe(crop.height);
    expect(inside(crop)).toBe(true);
  });

  test('rows across the whole width: the part around the text, and said to be a part', () => {
    const crop = pictureCrop({x: 16, y: 16, width: 1888, height: 133}, {x: 28, y: 24, width: 300, height: 110});
    expect(crop).toMatchObject({x: 0, width: 640, whole: false});
    expect(inside(crop)).toBe(true);
  });
});
