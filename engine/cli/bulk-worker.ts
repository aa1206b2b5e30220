// Worker of `snippets render --models`: turns a batch of JSONL lines into a batch of JSONL results
// (engine/bulk/render-batch.ts). It receives whole lines as bytes and returns the encoded output with its
// buffer transferred, so the main thread only splits, orders and writes bytes.
import { parentPort, workerData } from "node:worker_threads";
import { renderBatch, type BulkBatch } from "../bulk/render-batch.ts";
import type { SnippetOptions } from "../inference/options.ts";

if (parentPort && workerData?.bulkWorker) {
  const port = parentPort;
  const options = workerData.options as SnippetOptions;
  port.on("message", (batch: BulkBatch) => {
    const result = renderBatch(batch, options);
    port.postMessage(result, [result.bytes.buffer as ArrayBuffer]);
  });
  port.postMessage({ ready: true });
}
