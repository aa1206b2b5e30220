// The URL query as React state: reading it once, writing it back on every change (back/forward too).
import { useCallback, useEffect, useState } from "react";
import { formatUrlState, parseUrlState, type UrlState } from "./url-state.ts";

export type SetUrlState = (patch: Partial<UrlState>, options?: { push?: boolean }) => void;

export function useUrlState(): [UrlState, SetUrlState] {
  const [state, setState] = useState<UrlState>(() => parseUrlState(window.location.search));
  useEffect(() => {
    // The access token is never in the URL (SECRET_KEYS): keep the one typed in this page.
    const onPop = () => setState((previous) => ({ ...parseUrlState(window.location.search), accessToken: previous.accessToken }));
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, []);
  const update = useCallback<SetUrlState>((patch, options) => {
    setState((previous) => {
      const next = { ...previous, ...patch };
      const url = `${window.location.pathname}${formatUrlState(next)}${window.location.hash}`;
      if (options?.push) window.history.pushState(null, "", url);
      else window.history.replaceState(null, "", url);
      return next;
    });
  }, []);
  return [state, update];
}
