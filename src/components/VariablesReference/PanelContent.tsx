import type {ReactNode} from 'react';
import {describeName, variableToken, type PlatformVariables, type VariableGroup} from '@site/src/data/variables';
import styles from './styles.module.css';

interface PanelProps {
  platform: PlatformVariables;
  descriptions: Readonly<Record<string, string>>;
  platformIds: readonly string[];
}

function VariableList({names, ...props}: {names: string[]} & Omit<PanelProps, 'platform'>): ReactNode {
  if (names.length === 0) return <p className={styles.none}>None: this sends no variables.</p>;
  return (
    <ul className={styles.list}>
      {names.map((name) => {
        const token = variableToken(name);
        return (
          <li key={name} data-variable={name}>
            <code>{token}</code>{' '}
            <button type="button" className={styles.copy} aria-label={`Copy ${token}`} data-copy={token}>
              Copy
            </button>{' '}
            <span>{describeName(name, props.descriptions, props.platformIds)}</span>
          </li>
        );
      })}
    </ul>
  );
}

function GroupSection({title, groups, ...props}: {title: string; groups: VariableGroup[]} & Omit<PanelProps, 'platform'>): ReactNode {
  if (groups.length === 0) return null;
  return (
    <section data-section="">
      <h3>{title}</h3>
      {groups.map((group) =>
        group.kind === 'global' ? (
          <div key={group.key} data-group="">
            <VariableList names={group.variables} {...props} />
          </div>
        ) : (
          <div key={group.key} data-group="">
            <h4 className={styles.groupTitle}>
              {group.label} <code>{group.kind === 'alert' ? (group.alertValue ?? group.key) : group.key}</code>
              {group.chatKind && <span className={styles.kind}> · {group.chatKind}</span>}
            </h4>
            <VariableList names={group.variables} {...props} />
          </div>
        ),
      )}
    </section>
  );
}

/**
 * The static list of one platform. It has no state or handlers: filtering and copying work on
 * its DOM (data-variable, data-copy), so the server can render it to HTML that the browser keeps.
 */
export default function PanelContent({platform, ...props}: PanelProps): ReactNode {
  const of = (kind: VariableGroup['kind']) => platform.groups.filter((group) => group.kind === kind);
  return (
    <>
      <GroupSection
        title={platform.id === 'lumiastream' ? 'Global variables' : `${platform.label} global variables`}
        groups={of('global')}
        {...props}
      />
      <GroupSection title="Chat and chatbot variables" groups={of('chat')} {...props} />
      <GroupSection title={`${platform.label} alert variables`} groups={of('alert')} {...props} />
    </>
  );
}
