import {createContext, useContext} from 'react';

/** True inside a tab panel that is not the selected one, so the reader cannot see it. */
export const HiddenTabPanelContext = createContext(false);

export function useInHiddenTabPanel(): boolean {
  return useContext(HiddenTabPanelContext);
}
