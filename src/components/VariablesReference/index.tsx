import {useCallback, useDeferredValue, useEffect, useId, useMemo, useState, type ReactNode} from 'react';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import reference from '@generated/lumia-reference/default/variables.json';
import {baseName, countVariables, matchesFilter, variableToken, type PlatformVariables, type VariableGroup} from '@site/src/data/variables';
import styles from './styles.module.css';

const {descriptions} = reference;
const totalCount = countVariables(reference.platforms).total;

function describe(name: string): string {
  return descriptions[baseName(name)] ?? '';
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Clipboard API unavailable (plain http, old browser): fall back to a temporary selection.
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  }
}

interface FilteredGroup {
  group: VariableGroup;
  names: string[];
}

function filterPlatform(platform: PlatformVariables, query: string): {groups: FilteredGroup[]; shown: number; total: number} {
  let shown = 0;
  let total = 0;
  const groups: FilteredGroup[] = [];
  for (const group of platform.groups) {
    total += group.variables.length;
    const names = group.variables.filter((name) => matchesFilter(name, describe(name), query));
    shown += names.length;
    // Without a filter, empty groups stay visible (they say "none"); with one, only matches show.
    if (names.length > 0 || !query.trim()) groups.push({group, names});
  }
  return {groups, shown, total};
}

function VariableList({names, copied, onCopy}: {names: string[]; copied: string | null; onCopy: (token: string) => void}): ReactNode {
  if (names.length === 0) return <p className={styles.none}>None: this sends no variables.</p>;
  return (
    <ul className={styles.list}>
      {names.map((name) => {
        const token = variableToken(name);
        return (
          <li key={name}>
            <code>{token}</code>{' '}
            <button type="button" className={styles.copy} aria-label={`Copy ${token}`} onClick={() => onCopy(token)}>
              {copied === token ? 'Copied' : 'Copy'}
            </button>{' '}
            <span>{describe(name)}</span>
          </li>
        );
      })}
    </ul>
  );
}

function GroupSection({
  title,
  groups,
  copied,
  onCopy,
}: {
  title: string;
  groups: FilteredGroup[];
  copied: string | null;
  onCopy: (token: string) => void;
}): ReactNode {
  if (groups.length === 0) return null;
  return (
    <section>
      <h3>{title}</h3>
      {groups.map(({group, names}) =>
        group.kind === 'global' ? (
          <VariableList key={group.key} names={names} copied={copied} onCopy={onCopy} />
        ) : (
          <div key={group.key}>
            <h4 className={styles.groupTitle}>
              {group.label} <code>{group.kind === 'alert' ? (group.alertValue ?? group.key) : group.key}</code>
              {group.chatKind && <span className={styles.kind}> · {group.chatKind}</span>}
            </h4>
            <VariableList names={names} copied={copied} onCopy={onCopy} />
          </div>
        ),
      )}
    </section>
  );
}

/**
 * Every variable of `AllVariables` in `@lumiastream/lumia-types`, one tab per platform (kept in
 * `?platform=`), with a filter over names and descriptions. All tabs are server-rendered so the
 * search index sees every variable; the data comes from the build plugin's JSON module.
 */
export default function VariablesReference(): ReactNode {
  const inputId = useId();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const [copied, setCopied] = useState<string | null>(null);

  useEffect(() => {
    if (!copied) return undefined;
    const timer = window.setTimeout(() => setCopied(null), 2000);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const onCopy = useCallback((token: string) => {
    void copyText(token).then((ok) => setCopied(ok ? token : null));
  }, []);

  const filtered = useMemo(
    () => reference.platforms.map((platform) => ({platform, ...filterPlatform(platform, deferredQuery)})),
    [deferredQuery],
  );
  const shown = filtered.reduce((sum, entry) => sum + entry.shown, 0);
  const filtering = deferredQuery.trim() !== '';

  return (
    <div className={styles.reference}>
      <div className={styles.filter}>
        <label htmlFor={inputId}>Filter variables by name or description</label>
        <input
          id={inputId}
          type="search"
          className={styles.input}
          value={query}
          placeholder="e.g. username, gift, {{twitch_"
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setQuery(event.target.value)}
        />
        <p role="status" aria-live="polite" className={styles.status} data-testid="variables-status">
          {filtering ? `${shown} of ${totalCount} variables shown` : `${totalCount} variables shown`} across {reference.platforms.length}{' '}
          platforms.
          {copied && <span className={styles.copiedNote}> Copied {copied} to the clipboard.</span>}
        </p>
      </div>
      <Tabs queryString="platform" lazy={false} className={styles.tabs}>
        {filtered.map(({platform, groups, shown: platformShown, total}) => (
          <TabItem
            key={platform.id}
            value={platform.id}
            label={filtering ? `${platform.label} (${platformShown})` : platform.label}>
            <p className={styles.summary}>
              {filtering ? `${platformShown} of ${total}` : total} {platform.label} variables shown.
            </p>
            {groups.length === 0 ? (
              <p className={styles.empty}>
                No {platform.label} variable matches “{deferredQuery.trim()}”. Try another word, or clear the filter.
              </p>
            ) : (
              <>
                <GroupSection
                  title={platform.id === 'lumiastream' ? 'Global variables' : `${platform.label} global variables`}
                  groups={groups.filter(({group}) => group.kind === 'global')}
                  copied={copied}
                  onCopy={onCopy}
                />
                <GroupSection
                  title="Chat and chatbot variables"
                  groups={groups.filter(({group}) => group.kind === 'chat')}
                  copied={copied}
                  onCopy={onCopy}
                />
                <GroupSection
                  title={`${platform.label} alert variables`}
                  groups={groups.filter(({group}) => group.kind === 'alert')}
                  copied={copied}
                  onCopy={onCopy}
                />
              </>
            )}
          </TabItem>
        ))}
      </Tabs>
    </div>
  );
}
