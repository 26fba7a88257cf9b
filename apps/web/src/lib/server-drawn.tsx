import { createContext, type ReactNode, startTransition, useContext, useEffect, useState } from 'react';

/**
 * Whether the page is still as the server drew it: true on the server and while React hydrates,
 * false from the commit after. React Aria asks this ("useIsSSR") in every component that reads the
 * locale or the input modality; its own answer comes from an external store whose server and client
 * values differ, which React settles with one synchronous re-render of all of them right after
 * hydration — on a phone, one of the page's longest tasks. The production build answers from here
 * instead (build/react-aria-server-drawn.ts): the same values, the change rendered in a transition,
 * which React slices so the page keeps answering input.
 */
const ServerDrawnContext = createContext(true);

export function useIsServerDrawn(): boolean {
  return useContext(ServerDrawnContext);
}

export function ServerDrawnProvider({ children }: { children: ReactNode }) {
  const [serverDrawn, setServerDrawn] = useState(true);
  useEffect(() => {
    startTransition(() => setServerDrawn(false));
  }, []);
  return <ServerDrawnContext.Provider value={serverDrawn}>{children}</ServerDrawnContext.Provider>;
}
