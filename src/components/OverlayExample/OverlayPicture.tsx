import type {ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import manifest from '@site/src/data/overlayPictures.json';
import {overlayPictureTexts} from './pictures';
import styles from './styles.module.css';

/** What `npm run pictures` kept of each picture: the region of the 1920x1080 frame it shows. */
const pictures: Record<string, {width: number; height: number; whole: boolean; drawn: {width: number}} | undefined> = manifest;

/**
 * What the example looks like on stream, drawn from its own code by `npm run pictures`: the region
 * of the 1920×1080 frame the overlay draws on, one pixel for each of a 1080p stream, so its text
 * reads on a phone, and a link to the whole frame.
 */
export default function OverlayPicture({name}: {name: string}): ReactNode {
  const texts = overlayPictureTexts[name];
  const picture = pictures[name];
  if (!texts || !picture)
    throw new Error(
      `No picture of the "${name}" overlay example: its texts are in src/components/OverlayExample/pictures.ts, its size in src/data/overlayPictures.json.`,
    );
  const src = useBaseUrl(`/img/overlay-examples/${name}.jpg`);
  const frameSrc = useBaseUrl(`/img/overlay-examples/${name}-frame.jpg`);
  const {width, height} = picture;
  const region = picture.whole
    ? `Cropped to the ${width}×${height} pixels of the 1920×1080 frame it draws on`
    : `Cropped to ${width}×${height} pixels around its text; it draws across ${picture.drawn.width} of the frame's 1920`;
  return (
    <figure className={styles.picture}>
      {/* A static file, not an import: nothing of it enters the page's scripts. */}
      <img src={src} alt={`${texts.alt} ${region}.`} width={width} height={height} loading="lazy" decoding="async" />
      <figcaption>
        <span>{texts.caption}</span> {region}. <a href={frameSrc}>See the whole frame</a>.
      </figcaption>
    </figure>
  );
}
