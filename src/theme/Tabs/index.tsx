import {cloneElement, useRef, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {sanitizeTabsChildren, useScrollPositionBlocker, useTabs} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/Tabs';
import {HiddenTabPanelContext} from '@site/src/lib/hiddenTabPanel';
import styles from './styles.module.css';

/**
 * Docusaurus's tabs, rewritten without the stock `key={isBrowser}`. That key remounted every tab
 * group, and every code block inside it, right after hydration; on a page with a hundred request
 * examples it held a phone's main thread for about a second. `useTabs` already moves a group to
 * the reader's stored choice in a layout effect, so the remount bought nothing.
 */
export default function Tabs(props: Props): ReactNode {
  const items = sanitizeTabsChildren(props.children);
  const {selectedValue, selectValue, tabValues} = useTabs({...props, children: items});
  const {blockElementScrollPositionUntilNextRender} = useScrollPositionBlocker();
  const tabs = useRef<(HTMLLIElement | null)[]>([]);

  const choose = (index: number) => {
    const tab = tabs.current[index];
    const value = tabValues[index]?.value;
    if (!tab || value === undefined || value === selectedValue) return;
    // Tab groups sharing a groupId all switch; keep the clicked tab where the reader sees it.
    blockElementScrollPositionUntilNextRender(tab);
    selectValue(value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>, index: number) => {
    const last = tabValues.length - 1;
    const target = {ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last}[event.key];
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(index);
    } else if (target !== undefined) {
      event.preventDefault();
      tabs.current[target]?.focus();
    }
  };

  return (
    <div className={clsx('tabs-container', styles.tabList)}>
      <ul role="tablist" aria-orientation="horizontal" className={clsx('tabs', {'tabs--block': props.block}, props.className)}>
        {tabValues.map(({value, label, attributes}, index) => {
          const selected = value === selectedValue;
          return (
            <li
              key={value}
              role="tab"
              tabIndex={selected ? 0 : -1}
              aria-selected={selected}
              ref={(tab) => {
                tabs.current[index] = tab;
              }}
              onClick={() => choose(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
              {...attributes}
              className={clsx('tabs__item', styles.tabItem, attributes?.className as string | undefined, {'tabs__item--active': selected})}>
              {label ?? value}
            </li>
          );
        })}
      </ul>
      {props.lazy ? (
        items
          .filter((item) => item.props.value === selectedValue)
          .map((item) => cloneElement(item, {key: item.props.value, className: clsx('margin-top--md', item.props.className)}))
      ) : (
        <div className="margin-top--md">
          {items.map((item) => {
            const hidden = item.props.value !== selectedValue;
            // Code blocks in a hidden panel render as plain text until it is shown (see CodeBlock).
            return (
              <HiddenTabPanelContext.Provider key={item.props.value} value={hidden}>
                {cloneElement(item, {hidden})}
              </HiddenTabPanelContext.Provider>
            );
          })}
        </div>
      )}
    </div>
  );
}
