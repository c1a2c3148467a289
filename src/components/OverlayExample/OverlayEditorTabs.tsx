import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import examples from '@generated/custom-code-source/default/overlay-examples.json';
import {editorTabs, overlayEditorTabGroup} from './editorTabs';

/** One example's five editor tabs, from the files `tests/typecheck/customOverlayExamples.test.ts` checks. */
export default function OverlayEditorTabs({name, title}: {name: string; title: string}): ReactNode {
  const example = examples[name];
  if (!example) throw new Error(`No custom overlay example named "${name}" in src/custom-overlays/examples.`);
  return (
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
  );
}
