import {useEffect, useRef, type ReactNode} from 'react';
import {defaultKeymap, history, historyKeymap, indentWithTab} from '@codemirror/commands';
import {bracketMatching, HighlightStyle, indentOnInput, syntaxHighlighting} from '@codemirror/language';
import {Compartment, EditorState, type Extension} from '@codemirror/state';
import {drawSelection, EditorView, highlightActiveLine, keymap, lineNumbers} from '@codemirror/view';
import {tags} from '@lezer/highlight';
import styles from './codeEditor.module.css';

export type EditorLanguage = 'js' | 'html' | 'css' | 'json';

// Each language loads when an editor first shows it: the HTML one alone brings CSS and JavaScript along.
const languages: Record<EditorLanguage, () => Promise<Extension>> = {
  js: async () => (await import('@codemirror/lang-javascript')).javascript(),
  html: async () => (await import('@codemirror/lang-html')).html(),
  css: async () => (await import('@codemirror/lang-css')).css(),
  json: async () => (await import('@codemirror/lang-json')).json(),
};

// Colours come from CSS variables, so light and dark mode each get text that passes contrast.
const highlightStyle = HighlightStyle.define([
  {tag: [tags.keyword, tags.operatorKeyword, tags.modifier], color: 'var(--code-editor-keyword)'},
  {tag: [tags.string, tags.special(tags.string), tags.regexp], color: 'var(--code-editor-string)'},
  {tag: [tags.number, tags.bool, tags.null, tags.atom], color: 'var(--code-editor-number)'},
  {tag: [tags.comment, tags.lineComment, tags.blockComment], color: 'var(--code-editor-comment)', fontStyle: 'italic'},
  {tag: [tags.function(tags.variableName), tags.function(tags.propertyName)], color: 'var(--code-editor-function)'},
  {tag: [tags.tagName, tags.typeName, tags.className], color: 'var(--code-editor-tag)'},
  {tag: [tags.attributeName, tags.propertyName], color: 'var(--code-editor-property)'},
]);

export interface CodeEditorProps {
  /** The text the editor starts with; give the component a new `key` to start it over. */
  initialValue: string;
  language: EditorLanguage;
  /** The editor's accessible name. */
  label: string;
  onChange: (value: string) => void;
}

/** A CodeMirror 6 editor with highlighting, indentation and undo; Tab indents, Escape then Tab leaves. */
export default function CodeEditor({initialValue, language: languageName, label, onChange}: CodeEditorProps): ReactNode {
  const parent = useRef<HTMLDivElement>(null);
  const latestOnChange = useRef(onChange);
  useEffect(() => {
    latestOnChange.current = onChange;
  }, [onChange]);

  useEffect(() => {
    if (!parent.current) return undefined;
    const language = new Compartment();
    const view = new EditorView({
      parent: parent.current,
      state: EditorState.create({
        doc: initialValue,
        extensions: [
          lineNumbers(),
          history(),
          drawSelection(),
          indentOnInput(),
          bracketMatching(),
          highlightActiveLine(),
          // Long lines wrap, so nothing is cut off at the right on a phone.
          EditorView.lineWrapping,
          syntaxHighlighting(highlightStyle),
          keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
          language.of([]),
          // A tab stop of its own, so keyboard readers reach the text (and axe sees the scroller's content as focusable).
          EditorView.contentAttributes.of({'aria-label': label, tabindex: '0'}),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) latestOnChange.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    let destroyed = false;
    // Until its language is there, or if it cannot load, the editor works on plain text.
    languages[languageName]().then(
      (extension) => destroyed || view.dispatch({effects: language.reconfigure(extension)}),
      () => undefined,
    );
    return () => {
      destroyed = true;
      view.destroy();
    };
    // The editor owns its text from here on; a new initial value comes with a new key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return <div ref={parent} className={styles.editor} />;
}
