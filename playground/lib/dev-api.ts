// Client of the dev-server endpoints (playground/server/plugin.ts). Absent in the static build.
export const canWrite: boolean = import.meta.env.DEV;

async function call(method: string, route: string, body: object): Promise<void> {
  if (!canWrite) throw new Error("saving needs the dev server (npm start)");
  const response = await fetch(`/__playground${route}`, {
    method,
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => ({}))) as { error?: string };
  if (!response.ok) throw new Error(answer.error ?? `HTTP ${response.status}`);
}

export const writeGolden = (path: string, content: string) => call("PUT", "/golden", { path, content });
export const removeGolden = (path: string) => call("DELETE", "/golden", { path });
export const saveTemplate = (key: string, source: string) => call("PUT", "/template", { key, source });
