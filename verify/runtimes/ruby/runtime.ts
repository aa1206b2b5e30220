// Ruby: a server loads net/http once and forks a child per snippet (serve.rb); redirect.rb sends it to the mock.
import { join } from "node:path";
import { defineRuntime } from "../types.ts";

export default defineRuntime({
  language: "ruby",
  command: "ruby",
  clients: ({ dir, has, start }) => ({
    http: has("ruby", ["-e", "require 'net/http'"])
      ? { ...start(["-r", join(dir, "redirect.rb")]), server: { id: "ruby", command: "ruby", args: [join(dir, "serve.rb")], env: {}, servers: 3 } }
      : "ruby is not installed (apt-get install -y ruby)",
  }),
});
