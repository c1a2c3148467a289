import {createContext, useContext, useMemo, useState, type ReactNode} from 'react';
import {flushSync} from 'react-dom';

interface LiveExamples {
  /** Whether the page's examples have turned from the server's markup into live tabs. */
  live: boolean;
  goLive: () => void;
}

const LiveExamplesContext = createContext<LiveExamples | null>(null);

/**
 * Around a doc page's content: its overlay examples turn live together, when a reader first
 * reaches for any of them, so that their tabs stay in step.
 */
export function LiveExamplesProvider({children}: {children: ReactNode}): ReactNode {
  const [live, setLive] = useState(false);
  // At once, within the pointer event that asks for it: swapped later, the markup under a pressed
  // button would change between its mousedown and mouseup, and the click would be lost.
  const value = useMemo(() => ({live, goLive: () => live || flushSync(() => setLive(true))}), [live]);
  return <LiveExamplesContext.Provider value={value}>{children}</LiveExamplesContext.Provider>;
}

export function useLiveExamples(): LiveExamples {
  const value = useContext(LiveExamplesContext);
  // Only a docs page has the provider (src/theme/DocItem/Content): fail the build, not the reader.
  if (!value) throw new Error('OverlayExample: no LiveExamplesProvider around the page');
  return value;
}
