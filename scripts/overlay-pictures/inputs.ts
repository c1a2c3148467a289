import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {pictureSamples} from './samples';

const repoRoot = path.resolve(__dirname, '../..');
const examplesDir = path.join(repoRoot, 'src/custom-overlays/examples');

/** The five files of an example, as the overlay editor's tabs. */
const exampleFiles = ['js', 'html', 'css', 'configs.json', 'data.json'];

/** Code every picture depends on besides its example: the page the overlay runs in and how it is rendered. */
const sharedSources = [
  'src/lib/sandbox/overlayDocument.ts',
  'src/lib/sandbox/overlayStandIn.ts',
  'src/lib/sandbox/inlineScript.ts',
  'tests/e2e/overlayHarness.ts',
  'scripts/overlay-pictures/render.pictures.ts',
  'scripts/overlay-pictures/crop.ts',
];

/** Where the pictures and their manifest are. */
export const picturesDir = path.join(repoRoot, 'static/img/overlay-examples');
export const manifestPath = path.join(repoRoot, 'src/data/overlayPictures.json');

/**
 * Every example of src/custom-overlays/examples: the name the page and its picture use, and the name
 * its files share (`top-chatters` is `top-chatters.newer.*`).
 */
export const examples: {name: string; file: string}[] = fs
  .readdirSync(examplesDir)
  .filter((file) => file.endsWith('.js'))
  .map((file) => file.slice(0, -'.js'.length))
  .map((file) => ({name: file.replace(/\.newer$/, ''), file}))
  .sort((a, b) => a.name.localeCompare(b.name));

export const exampleNames = examples.map(({name}) => name);

/** The picture the page shows: the region of the frame the overlay draws on, at a 1080p stream's scale. */
export const pictureFile = (name: string) => path.join(picturesDir, `${name}.jpg`);
/** The whole 1920x1080 frame at half scale, which the picture's caption links to. */
export const frameFile = (name: string) => path.join(picturesDir, `${name}-frame.jpg`);

/**
 * What the manifest keeps of a picture: the hash of its inputs, the region of the frame it shows
 * (CSS pixels of the 1920x1080 page, one picture pixel each), whether that holds all the overlay
 * draws, and the box of what it draws.
 */
export interface PictureEntry {
  inputs: string;
  x: number;
  y: number;
  width: number;
  height: number;
  whole: boolean;
  drawn: {x: number; y: number; width: number; height: number};
}

/**
 * The sha256 of everything an example's picture is drawn from: its five files, its sample events
 * (with the package's alert payload resolved) and the shared sources. The manifest keeps it for
 * each picture, so a test sees a picture older than its code.
 */
export function pictureInputsHash(name: string): string {
  const sample = pictureSamples[name];
  if (!sample) throw new Error(`No picture sample for the ${name} example in scripts/overlay-pictures/samples.ts.`);
  const file = examples.find((example) => example.name === name)?.file;
  if (!file) throw new Error(`No overlay example named ${name} in src/custom-overlays/examples.`);
  const hash = createHash('sha256');
  const add = (label: string, content: string | Buffer) => hash.update(`${label}\0`).update(content).update('\0');
  for (const extension of exampleFiles) add(extension, fs.readFileSync(path.join(examplesDir, `${file}.${extension}`)));
  add('sample', JSON.stringify(sample));
  for (const source of sharedSources) add(source, fs.readFileSync(path.join(repoRoot, source)));
  return hash.digest('hex');
}
