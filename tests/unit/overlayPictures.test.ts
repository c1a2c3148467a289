import fs from 'node:fs';
import {describe, expect, test} from 'vitest';
import manifest from '../../src/data/overlayPictures.json';
import {overlayPictureTexts} from '../../src/components/OverlayExample/pictures';
import {exampleNames, pictureFile, pictureInputsHash} from '../../scripts/overlay-pictures/inputs';

const made: Record<string, string | undefined> = manifest;
const fix = 'Fix: run npm run pictures, then commit static/img/overlay-examples and src/data/overlayPictures.json.';

// A picture is drawn from its example's code (scripts/overlay-pictures): it must be redrawn when that code changes.
describe('overlay example pictures', () => {
  test.each(exampleNames)('%s has a picture made from its current code', (name) => {
    if (!fs.existsSync(pictureFile(name))) expect.fail(`The ${name} example has no picture. ${fix}`);
    if (made[name] !== pictureInputsHash(name)) expect.fail(`The ${name} example changed after its picture was made. ${fix}`);
  });

  test('every example has the alt text and caption its figure shows, and nothing else does', () => {
    expect(Object.keys(overlayPictureTexts).sort()).toEqual(exampleNames);
    expect(Object.keys(made).sort()).toEqual(exampleNames);
  });
});
