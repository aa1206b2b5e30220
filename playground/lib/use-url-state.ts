// The URL query as React state: every view is a URL. A change that opens another view pushes one
// history entry (so Back and Forward move one view at a time); a change within a view (typing, options)
// replaces the current entry. Back/Forward bring the state back from the URL.
import { useCallback, useEffect, useRef, useState } from "react";
import { formatUrlState, parseUrlState, type UrlState } from "./url-state.ts";

export type SetUrlState = (patch: Partial<UrlState>, options?: { push?: boolean }) => void;

export function useUrlState(): [UrlState, SetUrlState] {
  const [state, setState] = useState<UrlState>(() => parseUrlState(window.location.search));
  // The latest state, outside React's updater functions: those may run twice (strict mode), and
  // history must be written exactly once per change.
  const latest = useRef(state);
  useEffect(() => {
    const onPop = () => {
      // The access token is never in the URL (SECRET_KEYS): keep the one typed in this page.
      latest.current = { ...parseUrlState(window.location.search), accessToken: latest.current.accessToken };
      setState(latest.current);
    };
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, []);
  const update = useCallback<SetUrlState>((patch, options) => {
    const next = { ...latest.current, ...patch };
    latest.current = next;
    const search = formatUrlState(next);
    const url = `${window.location.pathname}${search}${window.location.hash}`;
    // Opening the view one is on adds no entry.
    if (options?.push && search !== window.location.search) window.history.pushState(null, "", url);
    else window.history.replaceState(null, "", url);
    setState(next);
  }, []);
  return [state, update];
}
