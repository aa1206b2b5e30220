// The folder watcher `snippets golden --watch` runs on (repo-cli/watch.ts), also used by the
// playground's dev server to reload its engine when the catalogue or templates change on disk: one
// fs.watch per folder (inotify on the folder sees files replaced by rename, as editors save them), a
// folder created later gets its own and the files already in it count as changed, and changes are
// gathered in bursts (an editor's save writes several times) handed over as one set of absolute paths.
import { existsSync, readdirSync, statSync, watch, type FSWatcher } from "node:fs";
import { join } from "node:path";

export interface WatchFoldersOptions {
  /** Milliseconds to gather a burst of changes. */
  settle?: number;
}

/** Watches `folders` (those that exist) and everything under them; returns a function that stops it. */
export function watchFolders(folders: readonly string[], onChanges: (paths: Set<string>) => void, options: WatchFoldersOptions = {}): () => void {
  let pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  const watchers = new Map<string, FSWatcher>();
  const changed = (path: string) => {
    pending.add(path);
    clearTimeout(timer);
    timer = setTimeout(() => {
      const batch = pending;
      pending = new Set();
      onChanges(batch);
    }, options.settle ?? 40);
  };
  const watchFolder = (folder: string, created: boolean) => {
    if (watchers.has(folder)) return;
    let watcher: FSWatcher;
    try {
      watcher = watch(folder, (_event, file) => {
        if (!file) return;
        const path = join(folder, file.toString());
        if (existsSync(path) && statSync(path).isDirectory()) watchFolder(path, true);
        else changed(path);
      });
    } catch {
      return; // removed before it could be watched
    }
    watchers.set(folder, watcher);
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.isDirectory()) watchFolder(join(folder, entry.name), created);
      else if (created) changed(join(folder, entry.name));
    }
  };
  for (const dir of folders) if (existsSync(dir)) watchFolder(dir, false);
  return () => {
    clearTimeout(timer);
    for (const w of watchers.values()) w.close();
    watchers.clear();
  };
}
