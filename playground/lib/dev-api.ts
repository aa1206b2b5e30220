// Client of the dev-server endpoints (playground/server/plugin.ts). Absent in the static build.
export const canWrite: boolean = import.meta.env.DEV;

/** A save refused because the file changed on disk since the edit began; `current` is the text on disk. */
export class SaveConflict extends Error {
  constructor(
    message: string,
    readonly current: string,
  ) {
    super(message);
  }
}

/** The dev server's token, in the page it served (playground/server/guard.ts). */
function token(): string {
  return document.querySelector<HTMLMetaElement>('meta[name="playground-token"]')?.content ?? "";
}

async function call(method: string, route: string, body: object): Promise<void> {
  if (!canWrite) throw new Error("saving needs the dev server (npm start)");
  const response = await fetch(`/__playground${route}`, {
    method,
    headers: { "content-type": "application/json", "x-playground-token": token() },
    body: JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => ({}))) as { error?: string; current?: string };
  if (response.status === 409 && typeof answer.current === "string") throw new SaveConflict(answer.error ?? "changed on disk", answer.current);
  if (!response.ok) throw new Error(answer.error ?? `HTTP ${response.status}`);
}

export const writeGolden = (path: string, content: string) => call("PUT", "/golden", { path, content });
export const removeGolden = (path: string) => call("DELETE", "/golden", { path });
/** Writes a template over the version `baseVersion` names (lib/content-version.ts). */
export const saveTemplate = (key: string, source: string, baseVersion: string) => call("PUT", "/template", { key, source, baseVersion });
