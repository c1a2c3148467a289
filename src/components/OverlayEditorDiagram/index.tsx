import type {ReactNode} from 'react';
import styles from './styles.module.css';

/**
 * The overlay editor's five tabs, with what each holds, as the overlay
 * documentation of the lumia-types package these docs track gives them; the table above has the details.
 */
const editorTabParts = [
  {tab: 'HTML', holds: 'markup', group: 'code'},
  {tab: 'CSS', holds: 'styles', group: 'code'},
  {tab: 'JS', holds: 'logic and event listeners', group: 'code'},
  {tab: 'Configs', holds: 'the settings a user can change', group: 'json'},
  {tab: 'Data', holds: 'the current value of each setting', group: 'json'},
] as const;

/** A labelled drawing of the custom overlay editor's tabs: real text, with its summary as the caption. */
export default function OverlayEditorDiagram(): ReactNode {
  return (
    <figure className={styles.diagram}>
      {/* The caption says it all in words: screen readers and the Markdown copy take that instead. */}
      <div aria-hidden="true" data-llms="skip">
        <ol className={styles.tabs}>
          {editorTabParts.map(({tab, holds, group}) => (
            <li key={tab} className={`${styles.tab} ${styles[group]}`}>
              <strong>{tab}</strong>
              <span>{holds}</span>
            </li>
          ))}
        </ol>
        <p className={styles.groups}>
          <span className={styles.code}>HTML, CSS, JS: code tabs</span>
          <span className={styles.json}>Configs, Data: JSON objects</span>
        </p>
        <ul className={styles.flows}>
          <li>
            <strong>Configs</strong> → shown as the <strong>Configuration</strong> sidebar
          </li>
          <li>
            <strong>Data</strong> → <code>Overlay.data</code> in JS, <code>{'{{key}}'}</code> in all three code tabs
          </li>
        </ul>
      </div>
      {/* The diagram in words. */}
      <figcaption className={styles.caption}>
        The overlay editor has five tabs: HTML (markup), CSS (styles) and JS (logic and event listeners) are the three code tabs; Configs (the
        settings a user can change) and Data (the current value of each setting) are each a JSON object. Configs is shown as the Configuration
        sidebar. Data is read in JS as <code>Overlay.data</code>, and each of its keys works as a <code>{'{{key}}'}</code> token in all three code
        tabs.
      </figcaption>
    </figure>
  );
}
