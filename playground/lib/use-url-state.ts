// The URL query as React state: every view is a URL. A change that opens another view pushes one
// history entry (so Back and Forward move one view at a time); a change within a view (typing, options)
// replaces the current entry. Back/Forward bring the state back from the URL.
import { useCallback, useEffect, useRef, useState } from "react";
import { loadRecord, stashRecord, URL_RECORD_LIMIT } from "./record-store.ts";
import { formatUrlState, parseUrlState, type UrlState } from "./url-state.ts";

/** The state a URL names: a record it names by id is read from the store ("" when this browser has none). */
export function stateFromUrl(search: string): UrlState {
  const state = parseUrlState(search);
  if (state.record === "") return state;
  return { ...state, model: loadRecord(state.record) ?? "" };
}

/** The URL of a state: a model record too long for it is stored, and named by its id. */
export function urlOfState(state: UrlState): string {
  if (state.model.length <= URL_RECORD_LIMIT) return formatUrlState({ ...state, record: "" });
  return formatUrlState({ ...state, model: "", record: stashRecord(state.model) });
}

export type SetUrlState = (patch: Partial<UrlState>, options?: { push?: boolean }) => void;

export function useUrlState(): [UrlState, SetUrlState] {
  const [state, setState] = useState<UrlState>(() => stateFromUrl(window.location.search));
  // The latest state, outside React's updater functions: those may run twice (strict mode), and
  // history must be written exactly once per change.
  const latest = useRef(state);
  useEffect(() => {
    const onPop = () => {
      // The access token is never in the URL (SECRET_KEYS): keep the one typed in this page.
      latest.current = { ...stateFromUrl(window.location.search), accessToken: latest.current.accessToken };
      setState(latest.current);
    };
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, []);
  const update = useCallback<SetUrlState>((patch, options) => {
    const next = { ...latest.current, ...patch };
    const search = urlOfState(next);
    // The record the URL names now (none when the model fits in it).
    next.record = new URLSearchParams(search).get("record") ?? "";
    latest.current = next;
    const url = `${window.location.pathname}${search}${window.location.hash}`;
    // Opening the view one is on adds no entry.
    if (options?.push && search !== window.location.search) window.history.pushState(null, "", url);
    else window.history.replaceState(null, "", url);
    setState(next);
  }, []);
  return [state, update];
}
