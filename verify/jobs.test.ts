import { describe, expect, it } from "vitest";
import { jobProtocol, polledJob } from "./jobs.ts";

const ROUTER = "router.huggingface.co";
const none = new URLSearchParams();

describe("job protocols", () => {
  it("answers each of a provider's tasks with the protocol of its route", () => {
    expect(jobProtocol("novita", "text-to-video")?.submitted("t1", "m")).toEqual({ task_id: "t1" });
    const minimax = jobProtocol("novita", "image-text-to-video")!;
    expect(minimax.completed("t1", "MiniMax-H3", "https://files/x.mp4")).toMatchObject({ task: { status: "succeeded", content: { url: "https://files/x.mp4" } } });
    expect(minimax.running("t1", "MiniMax-H3")).toMatchObject({ task: { status: "running" } });
    expect(jobProtocol("novita", "text-to-image")).toBeNull();
    expect(jobProtocol("wavespeed", "text-to-image")?.host).toBe("api.wavespeed.ai");
  });

  it("reads a poll by the protocol of the task, routed or direct", () => {
    const minimaxPath = "/v3/minimax/v2/query/video_generation/abc-1";
    expect(polledJob(ROUTER, ROUTER, `/novita${minimaxPath}`, none, "image-text-to-video")).toEqual({ provider: "novita", id: "abc-1" });
    expect(polledJob(ROUTER, "api.novita.ai", minimaxPath, none, "image-text-to-video")).toEqual({ provider: "novita", id: "abc-1" });
    const asyncQuery = new URLSearchParams({ task_id: "abc-2" });
    expect(polledJob(ROUTER, "api.novita.ai", "/v3/async/task-result", asyncQuery, "text-to-video")).toEqual({ provider: "novita", id: "abc-2" });
    // A poll of the provider's other job API is no poll of this task's job.
    expect(polledJob(ROUTER, "api.novita.ai", "/v3/async/task-result", asyncQuery, "image-text-to-video")).toBeNull();
    expect(polledJob(ROUTER, ROUTER, `/novita${minimaxPath}`, none, "text-to-video")).toBeNull();
    expect(polledJob(ROUTER, "api.together.xyz", "/v2/videos/v-1", none, "image-to-video")).toEqual({ provider: "together", id: "v-1" });
  });
});
