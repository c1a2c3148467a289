import type {ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {overlayPictureSize, overlayPictureTexts} from './pictures';
import styles from './styles.module.css';

/** What the example looks like on stream, drawn from its own code by `npm run pictures`. */
export default function OverlayPicture({name}: {name: string}): ReactNode {
  const texts = overlayPictureTexts[name];
  if (!texts) throw new Error(`No picture texts for the "${name}" overlay example in src/components/OverlayExample/pictures.ts.`);
  const src = useBaseUrl(`/img/overlay-examples/${name}.jpg`);
  return (
    <figure className={styles.picture}>
      {/* A static file, not an import: nothing of it enters the page's scripts. */}
      <img src={src} alt={texts.alt} {...overlayPictureSize} loading="lazy" decoding="async" />
      <figcaption>{texts.caption}</figcaption>
    </figure>
  );
}
