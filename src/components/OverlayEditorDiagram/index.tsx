import type {ReactNode} from 'react';
import {editorTabs} from '@site/src/components/OverlayExample/editorTabs';
import styles from './styles.module.css';

const codeTabs = editorTabs.filter(({language}) => language !== 'json');
const jsonTabs = editorTabs.filter(({language}) => language === 'json');
/** "HTML (markup), CSS (styles) and JS (…)": tabs with what each holds, for the caption. */
const described = (tabs: readonly (typeof editorTabs)[number][]) => {
  const parts = tabs.map(({label, holds}) => `${label} (${holds})`);
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
};
const names = (tabs: readonly (typeof editorTabs)[number][]) => tabs.map(({label}) => label).join(', ');
/** A labelled drawing of the custom overlay editor's tabs: real text, with its summary as the caption. */
export default function OverlayEditorDiagram(): ReactNode {
  return (
    <figure className={styles.diagram}>
      {/* The caption says it all in words: screen readers and the Markdown copy take that instead. */}
      <div aria-hidden="true" data-llms="skip">
        <ol className={styles.tabs}>
          {editorTabs.map(({label, holds, language}) => (
            <li key={label} className={`${styles.tab} ${language === 'json' ? styles.json : styles.code}`}>
              <strong>{label}</strong>
              <span>{holds}</span>
            </li>
          ))}
        </ol>
        <p className={styles.groups}>
          <span className={styles.code}>{names(codeTabs)}: code tabs</span>
          <span className={styles.json}>{names(jsonTabs)}: JSON objects</span>
        </p>
        <ul className={styles.flows}>
          <li>
            <strong>Configs</strong> → shown as the <strong>Configuration</strong> sidebar
          </li>
          <li>
            <strong>Data</strong> → <code>Overlay.data</code> in JS, <code>{'{{key}}'}</code> in every code tab
          </li>
        </ul>
      </div>
      {/* The diagram in words. */}
      <figcaption className={styles.caption}>
        In the overlay editor, {described(codeTabs)} are the code tabs; {described(jsonTabs)} are each a JSON object. Configs is shown as the
        Configuration sidebar. Data is read in JS as <code>Overlay.data</code>, and each of its keys works as a <code>{'{{key}}'}</code> token in
        every code tab.
      </figcaption>
    </figure>
  );
}
