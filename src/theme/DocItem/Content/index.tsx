import type {ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import CopyPageMarkdown from '@site/src/components/CopyPageMarkdown';
import {LiveExamplesProvider} from '@site/src/components/OverlayExample/liveExamples';

type Props = WrapperProps<typeof ContentType>;

/** The theme's doc content, with "Copy page" and "View as Markdown" above it, and its overlay examples' shared state. */
export default function ContentWrapper(props: Props): ReactNode {
  return (
    <LiveExamplesProvider>
      <CopyPageMarkdown />
      <Content {...props} />
    </LiveExamplesProvider>
  );
}
