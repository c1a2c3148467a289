import type {ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import CollapsedCode from '@site/src/components/CollapsedCode';

interface DownloadableFileProps {
  /** A file the build publishes, from `src/lib/downloads.ts`. */
  file: {path: string; fileName: string};
  /** Prism language of its text. */
  language: string;
}

/** The text of a published file; an error answer counts as a failure, so the listing says so. */
async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

/**
 * A file the build publishes: a link that saves it under its own name, and its text behind a
 * disclosure that fetches the same file when first opened, so no script carries the text. The
 * Markdown twin of the page includes the text here (`data-llms-include`, `src/lib/markdownTwin.ts`).
 */
export default function DownloadableFile({file, language}: DownloadableFileProps): ReactNode {
  const url = useBaseUrl(file.path);
  return (
    <div data-llms-include={url} data-llms-language={language} data-llms-title={file.fileName}>
      <p>
        <a href={url} download={file.fileName}>
          Download {file.fileName}
        </a>
      </p>
      <CollapsedCode summary={file.fileName} language={language} load={() => fetchText(url)} />
    </div>
  );
}
