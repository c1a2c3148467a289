import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import CodeBlock from '@theme/CodeBlock';
import CollapsedCode from '@site/src/components/CollapsedCode';
import ScrollRegion from '@site/src/components/ScrollRegion';
import type {OverlayDeclarationSource, PublishedSegment} from '@site/plugins/custom-code-source';
import styles from './styles.module.css';

interface DeclarationFileProps {
  /** One entry of `@generated/custom-code-source/default/overlay-declarations.json`. */
  file: OverlayDeclarationSource;
}

/** Following an index link to a closed segment opens it. */
function openSegment(anchor: string): void {
  const details = document.getElementById(anchor)?.querySelector('details');
  if (details && !details.open) details.open = true;
}

/** A table of the file's top-level declarations, each linking to its place in `<DeclarationSource>`. */
export function DeclarationIndex({file}: DeclarationFileProps): ReactNode {
  return (
    <ScrollRegion label={`Top-level declarations of ${file.packagePath}`}>
      <table className={styles.index}>
        <caption className={styles.caption}>
          Top-level declarations of <code>{file.packagePath}</code> ({file.declarations.length})
        </caption>
        <thead>
          <tr>
            <th scope="col">Declaration</th>
            <th scope="col">Kind</th>
            <th scope="col">Exported</th>
            <th scope="col">Line</th>
          </tr>
        </thead>
        <tbody>
          {file.declarations.map((declaration) => (
            <tr key={declaration.anchor}>
              <td>
                <Link to={`#${declaration.anchor}`} onClick={() => openSegment(declaration.anchor)}>
                  <code>{declaration.name}</code>
                </Link>
              </td>
              <td>{declaration.kind}</td>
              <td>{declaration.exported ? 'yes' : 'no'}</td>
              <td>{declaration.line}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** The text of a long segment, published in a module of its own by plugins/custom-code-source. */
function loadSegment(name: string): Promise<string> {
  return import(`@generated/custom-code-source/default/overlay-segment-${name}.json`).then((module: {default: string}) => module.default);
}

function Segment({segment, fileName, downloadUrl}: {segment: PublishedSegment; fileName: string; downloadUrl: string}): ReactNode {
  const {collectAnchor} = useBrokenLinks();
  const anchor = segment.declaration?.anchor;
  collectAnchor(anchor);
  const lastLine = segment.startLine + segment.lineCount - 1;
  const name = segment.declaration ? segment.declaration.name : 'File header';
  const summary = `${name}: ${fileName} lines ${segment.startLine}-${lastLine}`;
  return (
    <div id={anchor} className={styles.segment}>
      {'module' in segment ? (
        // Long segments start closed, and their text loads when opened: the page stays light. The
        // Markdown twin takes these lines from the published file (src/lib/markdownTwin.ts).
        <div data-llms-include={downloadUrl} data-llms-lines={`${segment.startLine}-${lastLine}`} data-llms-language="ts" data-llms-title={summary}>
          <CollapsedCode language="ts" summary={summary} lineCount={segment.lineCount} load={() => loadSegment(segment.module)} />
        </div>
      ) : (
        <CodeBlock language="ts" showLineNumbers={segment.startLine}>
          {segment.code}
        </CodeBlock>
      )}
    </div>
  );
}

/**
 * The whole file, highlighted, cut at each top-level declaration so each has an anchor, after a
 * link to the copy the build publishes.
 */
export function DeclarationSource({file}: DeclarationFileProps): ReactNode {
  const downloadUrl = useBaseUrl(file.downloadPath);
  return (
    <div className={styles.source}>
      <p>
        <a href={downloadUrl} download={file.fileName}>
          Download {file.fileName}
        </a>
      </p>
      {file.segments.map((segment) => (
        <Segment key={segment.startLine} segment={segment} fileName={file.fileName} downloadUrl={downloadUrl} />
      ))}
    </div>
  );
}
