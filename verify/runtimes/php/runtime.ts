// PHP: a process each, with prepend.php loaded first (it sends curl to the mock).
import { join } from "node:path";
import { defineRuntime } from "../types.ts";

export default defineRuntime({
  language: "php",
  command: "php",
  clients: ({ dir, has, start }) => ({
    http: has("php", ["-r", "exit(extension_loaded('curl') ? 0 : 1);"])
      ? start(["-d", "disable_functions=curl_setopt_array", "-d", `auto_prepend_file=${join(dir, "prepend.php")}`])
      : "php with the curl extension is not installed (apt-get install -y php-cli php-curl)",
  }),
});
