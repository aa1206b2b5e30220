// A model page as a hub front end would write it, using the installed package (not the repository's
// sources): a chat model's inference snippets in three languages (the languages handed over), a
// transformers model's library snippets and a GGUF model's local apps. Each snippet is shown in a <pre>
// named by what it is; scripts/package/browser.e2e.ts compares them with Node's.
import { getInferenceSnippets, useTemplates } from "hub-snippets/inference/core";
import python from "hub-snippets/templates/python";
import js from "hub-snippets/templates/js";
import sh from "hub-snippets/templates/sh";
import { getLibrarySnippets } from "hub-snippets/libraries";
import { getLocalApps } from "hub-snippets/local-apps";
import { RECORDS } from "./records.ts";

useTemplates(python, js, sh);

const main = document.getElementById("snippets");
function show(key, content) {
  const pre = document.createElement("pre");
  pre.dataset.key = key;
  pre.textContent = content;
  main.append(pre);
}

for (const s of getInferenceSnippets(RECORDS.chat, { provider: "together" })) show(`inference ${s.language}/${s.client} ${s.template}`, s.content);
for (const s of getLibrarySnippets(RECORDS.transformers)) show(`library ${s.language} ${s.template}`, s.content);
for (const app of getLocalApps(RECORDS.gguf)) for (const s of app.snippets) show(`local-app ${app.app} ${s.template}`, `${s.setup ? `${s.setup.content}\n` : ""}${s.content}`);
document.body.dataset.rendered = String(main.children.length);
