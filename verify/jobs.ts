// The job APIs the mock plays for providers whose answer is a job (submitted → running → completed):
// the answer to the POST, the route the job is polled at and what each poll answers, as each provider's
// API documents them and the official client reads them. Written from the providers' protocols, not
// from catalogue/providers.yaml, so the snippets' polling is held to the real shapes.
// (Replicate's predictions and fal's queue are played in answers.ts and mock.ts.)

export interface JobProtocol {
  /** The tasks this protocol answers with a job ("*": all of the provider's tasks). */
  tasks: string[] | "*";
  /** The provider's own API host; through the router the same paths sit under /<provider>. */
  host: string;
  /** The job id in a poll request's path (or in its query), or null when the request is no poll of this API. */
  pollId: (path: string, query: URLSearchParams) => string | null;
  /** The answer to the POST: the job, just submitted. */
  submitted: (id: string, model: string) => unknown;
  /** A poll's answer while the job runs. */
  running: (id: string, model: string) => unknown;
  /** A poll's answer once the job is done, pointing at the file it made. */
  completed: (id: string, model: string, fileUrl: string) => unknown;
  /** The host the provider serves made files from (downloaded without the provider's key). */
  files: string;
  /**
   * A synchronous route of the provider's for the same jobs, where one exists: the request's path under
   * the provider matches `path`, and the answer, once the file is made, is `answer` (no job to poll).
   */
  sync?: { path: RegExp; answer: (fileUrl: string) => unknown };
}

const match = (pattern: RegExp) => (path: string) => pattern.exec(path)?.[1] ?? null;

function wavespeedJob(id: string, model: string, status: string, outputs: string[]) {
  return {
    code: 200,
    message: "success",
    data: {
      id,
      model,
      outputs,
      urls: { get: `https://api.wavespeed.ai/api/v3/predictions/${id}/result` },
      has_nsfw_contents: outputs.map(() => false),
      status,
      created_at: "2026-01-01T00:00:00.000Z",
      error: "",
      timings: { inference: status === "completed" ? 2150 : 0 },
    },
  };
}

function novitaJob(id: string, status: string, videos: unknown[]) {
  return {
    extra: { seed: "42" },
    task: { task_id: id, task_type: "TXT_TO_VIDEO", status, reason: "", eta: 0, progress_percent: status === "TASK_STATUS_SUCCEED" ? 100 : 40 },
    images: [],
    videos,
    audios: [],
  };
}

function novitaMiniMaxJob(id: string, model: string, status: string, content: { url: string } | null) {
  return { task: { task_id: id, model, status, ...(content ? { content } : {}), created_at: 1_700_000_000 } };
}

// A provider's job APIs, one per family of its routes: the first whose tasks name the task answers it.
export const JOB_PROTOCOLS: Record<string, JobProtocol[]> = {
  // WaveSpeedAI: POST /api/v3/<model> answers {data: {id, status, urls.get}}; GET urls.get until
  // data.status is "completed", the files in data.outputs.
  wavespeed: [{
    tasks: "*",
    host: "api.wavespeed.ai",
    pollId: match(/^\/api\/v3\/predictions\/([A-Za-z0-9-]+)\/result$/),
    submitted: (id, model) => wavespeedJob(id, model, "created", []),
    running: (id, model) => wavespeedJob(id, model, "processing", []),
    completed: (id, model, fileUrl) => wavespeedJob(id, model, "completed", [fileUrl]),
    files: "d1q70pf5vjeyhc.cloudfront.net",
  }],
  // Z.ai: POST /api/paas/v4/async/images/generations answers {id, task_status}; GET
  // /api/paas/v4/async-result/<id> until task_status is SUCCESS, the image in image_result[0].url.
  "zai-org": [{
    tasks: ["text-to-image"],
    host: "api.z.ai",
    pollId: match(/^\/api\/paas\/v4\/async-result\/([A-Za-z0-9-]+)$/),
    submitted: (id, model) => ({ model, id, request_id: `request-${id}`, task_status: "PROCESSING" }),
    running: (id, model) => ({ model, id, request_id: `request-${id}`, task_status: "PROCESSING" }),
    completed: (id, model, fileUrl) => ({ model, id, request_id: `request-${id}`, task_status: "SUCCESS", image_result: [{ url: fileUrl }] }),
    files: "aigc-files.bigmodel.cn",
  }],
  novita: [
    // Novita's async API: POST /v3/async/<model> answers {task_id} alone; GET
    // /v3/async/task-result?task_id=<id> until task.status is TASK_STATUS_SUCCEED, the video in
    // videos[0].video_url.
    {
      tasks: ["text-to-video"],
      host: "api.novita.ai",
      pollId: (path, query) => (path === "/v3/async/task-result" ? query.get("task_id") : null),
      submitted: (id) => ({ task_id: id }),
      running: (id) => novitaJob(id, "TASK_STATUS_PROCESSING", []),
      completed: (id, _model, fileUrl) => novitaJob(id, "TASK_STATUS_SUCCEED", [{ video_url: fileUrl, video_url_ttl: "3600", video_type: "mp4" }]),
      files: "faas-output-video.s3.ap-southeast-1.amazonaws.com",
      // Novita's synchronous route for the hub's SDKs (huggingface_hub calls it): POST /v3/hf/<model>
      // answers once the video is made, with the video at video.video_url.
      sync: { path: /^\/v3\/hf\//, answer: (fileUrl) => ({ video: { video_url: fileUrl, video_type: "mp4" } }) },
    },
    // Novita's MiniMax video API (MiniMax H3): POST /v3/minimax/v2/video_generation answers {task_id};
    // GET /v3/minimax/v2/query/video_generation/<id> until task.status is "succeeded" (or failed,
    // cancelled), the video at task.content.url.
    {
      tasks: ["image-text-to-video"],
      host: "api.novita.ai",
      pollId: match(/^\/v3\/minimax\/v2\/query\/video_generation\/([A-Za-z0-9-]+)$/),
      submitted: (id) => ({ task_id: id }),
      running: (id, model) => novitaMiniMaxJob(id, model, "running", null),
      completed: (id, model, fileUrl) => novitaMiniMaxJob(id, model, "succeeded", { url: fileUrl }),
      files: "faas-output-video.s3.ap-southeast-1.amazonaws.com",
    },
  ],
  // Together: POST /v2/videos answers {id, status: "queued"}; GET /v2/videos/<id> until status is
  // "completed", the video in outputs.video_url.
  together: [{
    tasks: ["image-to-video", "text-to-video"],
    host: "api.together.xyz",
    pollId: match(/^\/v2\/videos\/([A-Za-z0-9-]+)$/),
    submitted: (id, model) => ({ id, object: "video", model, status: "queued", created_at: 1_700_000_000 }),
    running: (id, model) => ({ id, object: "video", model, status: "in_progress", created_at: 1_700_000_000 }),
    completed: (id, model, fileUrl) => ({ id, object: "video", model, status: "completed", created_at: 1_700_000_000, outputs: { video_url: fileUrl, cost: 0.4 } }),
    files: "together-video-outputs.s3.us-west-2.amazonaws.com",
  }],
};

const serves = (protocol: JobProtocol, task: string) => protocol.tasks === "*" || protocol.tasks.includes(task);

/** The job protocol a provider answers a task with, if it answers with a job. */
export function jobProtocol(provider: string, task: string): JobProtocol | null {
  return JOB_PROTOCOLS[provider]?.find((protocol) => serves(protocol, task)) ?? null;
}

/**
 * The job a GET polls, when it is a poll of a provider's job API, directly or through the router, by the
 * protocol that answers `task` (a poll of another of the provider's job APIs is none).
 */
export function polledJob(routerHost: string, host: string, path: string, query: URLSearchParams, task: string): { provider: string; id: string } | null {
  for (const [provider, protocols] of Object.entries(JOB_PROTOCOLS)) {
    for (const protocol of protocols.filter((p) => serves(p, task))) {
      const rest = host === protocol.host ? path : host === routerHost && path.startsWith(`/${provider}/`) ? path.slice(provider.length + 1) : null;
      const id = rest === null ? null : protocol.pollId(rest, query);
      if (id) return { provider, id };
    }
  }
  return null;
}
