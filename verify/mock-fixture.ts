// For the test files that run snippets: a started mock and a work root for the whole file, stopped and
// removed afterwards, with any long-lived language servers the runs started.
import { afterAll, beforeAll } from "vitest";
import { MockServer } from "./mock.ts";
import { makeWorkRoot, removeWorkRoot, stopServers } from "./runner.ts";

export interface MockFixture {
  mock: MockServer;
  root: string;
}

/** Registers the file's hooks; the fields are set once its tests run. */
export function mockAndWorkRoot(): MockFixture {
  const fixture = {} as MockFixture;
  beforeAll(async () => {
    fixture.mock = new MockServer();
    await fixture.mock.start();
    fixture.root = makeWorkRoot();
  });
  afterAll(async () => {
    await stopServers(fixture.root);
    await fixture.mock.close();
    removeWorkRoot(fixture.root);
  });
  return fixture;
}
