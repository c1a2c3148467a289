import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {alertAnchor, variableAnchor} from '@site/src/data/anchors';
import {
  baseName,
  contextId,
  describeEntry,
  variableToken,
  type PlatformVariables,
  type VariableGroup,
  type VariablesPageData,
} from '@site/src/data/variables';
import styles from './styles.module.css';

interface PanelProps {
  platform: PlatformVariables;
  data: Pick<VariablesPageData, 'descriptions' | 'contextDescriptions'>;
  platformIds: readonly string[];
}

/** Id of an alert group's heading, the target of the panel's "jump to an alert" links. */
export function alertGroupAnchor(platformId: string, alertKey: string): string {
  return `alert-vars-${platformId}-${alertKey}`;
}

interface ListProps extends Omit<PanelProps, 'platform'> {
  platformId: string;
  group: VariableGroup;
  /** Names already given an anchor in this platform's list: the first entry of a name carries it. */
  anchored: Set<string>;
}

function VariableList({platformId, group, anchored, data, platformIds}: ListProps): ReactNode {
  const brokenLinks = useBrokenLinks();
  if (group.variables.length === 0) return <p className={styles.none}>None listed.</p>;
  const context = contextId(platformId, group);
  return (
    <ul className={styles.list}>
      {group.variables.map((name) => {
        const token = variableToken(name);
        const {text, hint} = describeEntry(name, context, data, platformIds);
        let id: string | undefined;
        // Anchored by the name without its `=argument`, the name a reader types into search.
        const anchorName = baseName(name);
        if (!anchored.has(anchorName)) {
          anchored.add(anchorName);
          id = variableAnchor(platformId, anchorName);
          // Registered so that links to the entry (search results, other pages) pass the build's anchor check.
          brokenLinks.collectAnchor(id);
        }
        return (
          <li key={name} id={id} data-variable={name}>
            <code>{token}</code>{' '}
            <button type="button" className={styles.copy} aria-label={`Copy ${token}`}>
              Copy
            </button>{' '}
            {/* Our own text in italics, as an <i> so that the Markdown twin keeps it as *…* too. The filter reads data-description. */}
            {hint ? <i data-description="">{text}</i> : <span data-description="">{text}</span>}
          </li>
        );
      })}
    </ul>
  );
}

function GroupTitle({platformId, group}: {platformId: string; group: VariableGroup}): ReactNode {
  const brokenLinks = useBrokenLinks();
  if (group.kind === 'chat') {
    return (
      <h4 className={styles.groupTitle}>
        {group.label} <code>{group.key}</code>
        <span className={styles.kind}> · {group.chatKind}</span>
      </h4>
    );
  }
  const id = alertGroupAnchor(platformId, group.key);
  brokenLinks.collectAnchor(id);
  return (
    <h4 className={styles.groupTitle} id={id}>
      {group.label} <code>{group.alertValue ?? group.key}</code>
      {group.alertValue ? (
        <>
          {' '}
          {/* The value goes in the accessible name, not the text: it is already shown, and the search index reads the text. */}
          <Link
            className={styles.sendLink}
            to={`/docs/rest/send-alerts#${alertAnchor(group.alertValue)}`}
            aria-label={`How to send ${group.alertValue}`}>
            how to send
          </Link>
        </>
      ) : (
        <span className={styles.kind}> · no alert value: no documented value sends it</span>
      )}
    </h4>
  );
}

/** "Twitch Raid" → "Raid": the jump list already names the platform. */
function shortAlertLabel(platform: PlatformVariables, label: string): string {
  const prefix = `${platform.label} `;
  return label.startsWith(prefix) && label.length > prefix.length ? label.slice(prefix.length) : label;
}

/** A collapsed list of links to each alert group, so a phone reader need not scroll past 40 lists. */
function AlertJumpLinks({platform, groups}: {platform: PlatformVariables; groups: VariableGroup[]}): ReactNode {
  if (groups.length < 2) return null;
  return (
    <details className={styles.jump}>
      <summary>
        Jump to one of {groups.length} {platform.label} alerts
      </summary>
      <ul className={styles.jumpList}>
        {groups.map((group) => (
          <li key={group.key}>
            <a href={`#${alertGroupAnchor(platform.id, group.key)}`}>{shortAlertLabel(platform, group.label)}</a>
          </li>
        ))}
      </ul>
    </details>
  );
}

function GroupSection({
  title,
  groups,
  platform,
  anchored,
  ...props
}: {title: string; groups: VariableGroup[]; anchored: Set<string>} & PanelProps): ReactNode {
  if (groups.length === 0) return null;
  return (
    <section data-section="">
      <h3>{title}</h3>
      {groups[0].kind === 'alert' && <AlertJumpLinks platform={platform} groups={groups} />}
      {groups.map((group) => (
        <div key={group.key} data-group="">
          {group.kind !== 'global' && <GroupTitle platformId={platform.id} group={group} />}
          <VariableList platformId={platform.id} group={group} anchored={anchored} {...props} />
        </div>
      ))}
    </section>
  );
}

/**
 * The static list of one platform. It has no state or handlers: filtering and copying work on
 * its DOM (each entry's data-variable), so the server can render it to HTML that the browser keeps.
 */
export default function PanelContent(props: PanelProps): ReactNode {
  const {platform} = props;
  const of = (kind: VariableGroup['kind']) => platform.groups.filter((group) => group.kind === kind);
  const anchored = new Set<string>();
  return (
    <>
      <GroupSection
        title={platform.id === 'lumiastream' ? 'Global variables' : `${platform.label} global variables`}
        groups={of('global')}
        anchored={anchored}
        {...props}
      />
      <GroupSection title="Chat and chatbot variables" groups={of('chat')} anchored={anchored} {...props} />
      <GroupSection title={`${platform.label} alert variables`} groups={of('alert')} anchored={anchored} {...props} />
    </>
  );
}
