import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import examples from '@generated/custom-code-source/default/overlay-examples.json';
import {editorTabs, overlayEditorTabGroup} from './editorTabs';
import OverlayPicture from './OverlayPicture';

/**
 * One example's picture on stream and its five editor tabs, from the files
 * `tests/typecheck/customOverlayExamples.test.ts` checks. The picture's texts are in this chunk, so
 * a first visit keeps the server's markup and loads none of them.
 */
export default function OverlayEditorTabs({name, title}: {name: string; title: string}): ReactNode {
  const example = examples[name];
  if (!example) throw new Error(`No custom overlay example named "${name}" in src/custom-overlays/examples.`);
  return (
    <>
      <OverlayPicture name={name} />
      <Tabs groupId={overlayEditorTabGroup}>
        {editorTabs.map(({value, label, language}) => (
          // data-tab-value lets a click on the server's markup pick the tab before this code has loaded.
          <TabItem key={value} value={value} label={label} default={value === editorTabs[0].value} attributes={{'data-tab-value': value}}>
            <CodeBlock language={language} title={`${title}: ${label} tab`}>
              {example[value]}
            </CodeBlock>
          </TabItem>
        ))}
      </Tabs>
    </>
  );
}
