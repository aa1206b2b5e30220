// The "New library" form (opened from the catalogue's library browser): the fields a library needs, each
// checked as it is typed with the rules the tests hold libraries to (lib/new-library.ts), a preview of the
// files the dev server will write, "Create", then the first render of the library's snippet and a link to
// edit its template. Creating changes the catalogue, which reloads the page: the created library is kept in
// session storage so the result shows again after the reload.
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from "react";
import "./new-library.css";
import { libraries, pipelines } from "../../../catalogue/index.ts";
import { listTemplates } from "../../../engine/index.ts";
import { OUTPUT_HELPERS } from "../../../engine/render/helpers.ts";
import { canWrite } from "../../lib/dev-api.ts";
import { DiffView } from "../DiffView.tsx";
import { checkNewLibrary, NEW_LIBRARY_LANGUAGES, NOTICE_PARTIAL, type FieldProblem, type NewLibraryInput, type NewLibraryLanguage, type PlannedFile } from "../../lib/new-library.ts";
import { NewLibraryCreated, rememberCreated, type CreatedLibrary } from "./NewLibraryCreated.tsx";

interface Fields {
  id: string;
  prettyLabel: string;
  repoUrl: string;
  install: string;
  tasks: string;
  exampleModel: string;
  language: NewLibraryLanguage;
  templateName: string;
  template: string;
  apiTables: string;
  tablePackage: string;
  tableVersion: string;
  tableSource: string;
  tableNames: string;
}

const EMPTY: Fields = {
  id: "",
  prettyLabel: "",
  repoUrl: "",
  install: "",
  tasks: "",
  exampleModel: "",
  language: "python",
  templateName: "usage",
  template: `${NOTICE_PARTIAL}\n`,
  apiTables: "",
  tablePackage: "",
  tableVersion: "",
  tableSource: "",
  tableNames: "",
};

const words = (text: string) => text.split(/[\s,]+/).filter(Boolean);
const lines = (text: string) => text.split("\n").map((l) => l.trim()).filter(Boolean);

/** The endpoint's input from the form's fields. */
export function inputOf(fields: Fields): NewLibraryInput {
  const python = fields.language === "python";
  const table = python && (fields.tablePackage || fields.tableVersion || fields.tableSource || fields.tableNames.trim());
  return {
    id: fields.id.trim(),
    prettyLabel: fields.prettyLabel.trim(),
    repoUrl: fields.repoUrl.trim(),
    install: lines(fields.install),
    tasks: words(fields.tasks),
    exampleModel: fields.exampleModel.trim(),
    language: fields.language,
    templateName: fields.templateName.trim(),
    template: fields.template,
    apiTables: python ? words(fields.apiTables) : [],
    ...(table ? { apiTable: { package: fields.tablePackage.trim(), version: fields.tableVersion.trim(), source: fields.tableSource.trim(), names: fields.tableNames } } : {}),
  };
}

/** The form field a problem's field names (`install[1]` → install, `apiTable.names` → tableNames). */
function fieldOf(problem: FieldProblem): keyof Fields {
  const name = problem.field.replace(/\[\d+\]$/, "");
  const table: Record<string, keyof Fields> = { "apiTable.package": "tablePackage", "apiTable.version": "tableVersion", "apiTable.source": "tableSource", "apiTable.names": "tableNames", apiTable: "tablePackage" };
  return table[name] ?? (name as keyof Fields);
}

type PreviewFile = PlannedFile & { before?: string };

async function post(input: NewLibraryInput, dryRun: boolean): Promise<{ files: PreviewFile[]; outputs: Record<string, string>; template: string; caseName: string }> {
  const response = await fetch("/__playground/new-library", {
    method: "POST",
    headers: { "content-type": "application/json", "x-playground-token": document.querySelector<HTMLMetaElement>('meta[name="playground-token"]')?.content ?? "" },
    body: JSON.stringify({ ...input, dryRun }),
  });
  const answer = (await response.json().catch(() => ({}))) as { error?: string; problems?: FieldProblem[]; files?: PreviewFile[]; outputs?: Record<string, string>; template?: string; caseName?: string };
  if (!response.ok) throw Object.assign(new Error(answer.error ?? `HTTP ${response.status}`), { problems: answer.problems ?? [] });
  return { files: answer.files ?? [], outputs: answer.outputs ?? {}, template: answer.template ?? "", caseName: answer.caseName ?? "" };
}

function Field({ id, label, hint, problems, children }: { id: string; label: string; hint?: string; problems: string[]; children: ReactNode }) {
  return (
    <div className="new-library-field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <span className="muted hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
      {children}
      {problems.length > 0 && (
        <ul className="problem field-problems" id={`${id}-problems`}>
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function NewLibraryForm({ onClose, onCreated }: { onClose(): void; onCreated(id: string): void }) {
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [touched, setTouched] = useState<Set<keyof Fields>>(new Set());
  const [serverProblems, setServerProblems] = useState<FieldProblem[]>([]);
  const [status, setStatus] = useState<{ busy: boolean; error?: string }>({ busy: false });
  const [preview, setPreview] = useState<PreviewFile[] | null>(null);
  const [created, setCreated] = useState<CreatedLibrary | null>(null);
  const summary = useRef<HTMLDivElement>(null);
  // Opened from the library list: the focus moves to the first field.
  useEffect(() => document.getElementById("new-library-id")?.focus(), []);
  const input = useMemo(() => inputOf(fields), [fields]);
  const facts = useMemo(
    () => ({
      libraries: Object.keys(libraries),
      tasks: Object.keys(pipelines),
      // The page does not hold the API tables: the server checks the ones named.
      apiTables: input.apiTables,
      templateFolders: [...new Set(listTemplates().map((key) => key.split("/")[1]!))],
      outputHelpers: OUTPUT_HELPERS,
    }),
    [input.apiTables],
  );
  const problems = useMemo(() => [...checkNewLibrary(input, facts), ...serverProblems], [input, facts, serverProblems]);
  const problemsOf = (name: keyof Fields) => (touched.has(name) ? [...new Set(problems.filter((p) => fieldOf(p) === name).map((p) => p.message))] : []);
  const set = (name: keyof Fields) => (event: { target: { value: string } }) => {
    setFields((f) => ({ ...f, [name]: event.target.value }));
    setServerProblems([]);
    setPreview(null);
  };
  const touch = (name: keyof Fields) => () => setTouched((t) => new Set(t).add(name));
  const control: Control = (name, hint) => {
    const shown = problemsOf(name);
    const id = `new-library-${name}`;
    return {
      id,
      name,
      value: fields[name],
      onChange: set(name),
      onBlur: touch(name),
      "aria-invalid": shown.length > 0 ? true : undefined,
      "aria-describedby": [hint ? `${id}-hint` : "", shown.length ? `${id}-problems` : ""].filter(Boolean).join(" ") || undefined,
    };
  };
  const touchAll = () => setTouched(new Set(Object.keys(EMPTY) as (keyof Fields)[]));

  const send = async (dryRun: boolean) => {
    touchAll();
    if (checkNewLibrary(input, facts).length) {
      setStatus({ busy: false, error: "Fix the fields marked below first." });
      summary.current?.focus();
      return;
    }
    setStatus({ busy: true });
    if (!dryRun) rememberCreated({ id: input.id, label: input.prettyLabel, template: `${input.language}/${input.id}/${input.templateName}`, caseName: `libraries/${input.id}/${input.templateName}`, outputs: {} });
    try {
      const answer = await post(input, dryRun);
      setStatus({ busy: false });
      if (dryRun) setPreview(answer.files);
      else {
        const done = { id: input.id, label: input.prettyLabel, template: answer.template, caseName: answer.caseName, outputs: answer.outputs, files: answer.files.map((f) => f.path) };
        rememberCreated(done);
        setCreated(done);
        onCreated(input.id);
      }
    } catch (error) {
      if (!dryRun) rememberCreated(null);
      setServerProblems((error as { problems?: FieldProblem[] }).problems ?? []);
      setStatus({ busy: false, error: (error as Error).message });
      summary.current?.focus();
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send(false);
  };

  if (created) return <NewLibraryCreated created={created} onClose={onClose} />;
  const python = fields.language === "python";
  return (
    <section className="new-library" aria-labelledby="new-library-title">
      <div className="section-head">
        <h2 id="new-library-title">New library</h2>
        <button type="button" onClick={onClose}>
          Close
        </button>
      </div>
      <p className="muted">
        Writes what <code>npm test</code> demands of a library: its catalogue entry, task lists and drift allowances, its template and golden case (rendered
        at once), its row in <code>verify/libraries/README.md</code> and its id in <code>engine/generated/ids.ts</code>.
      </p>
      {!canWrite && <p className="problem">Creating a library needs the dev server (npm start).</p>}
      <div ref={summary} tabIndex={-1} role="status" aria-live="polite" className={status.error ? "problem" : "muted"} data-testid="new-library-status">
        {status.busy ? "Working…" : (status.error ?? "")}
      </div>
      <form onSubmit={onSubmit} noValidate>
        <NewLibraryFields control={control} problemsOf={problemsOf} python={python} />
        <div className="actions">
          <button type="button" disabled={status.busy || !canWrite} onClick={() => void send(true)}>
            Preview files
          </button>
          <button type="submit" disabled={status.busy || !canWrite}>
            Create
          </button>
        </div>
      </form>
      {preview && <NewLibraryPreview files={preview} />}
    </section>
  );
}

/** What a field's control takes: its value, its handlers and its accessible names. */
interface ControlProps {
  id: string;
  name: string;
  value: string;
  onChange(event: { target: { value: string } }): void;
  onBlur(): void;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}
type Control = (name: keyof Fields, hint?: boolean) => ControlProps;

/** The form's fields, in three groups: the library, its first snippet, and (Python) its API table. */
function NewLibraryFields({ control, problemsOf, python }: { control: Control; problemsOf(name: keyof Fields): string[]; python: boolean }) {
  return (
    <>
      <fieldset>
        <legend>The library</legend>
        <Field id="new-library-id" label="Id (a model record's library_name)" problems={problemsOf("id")}>
          <input {...control("id")} autoComplete="off" spellCheck={false} />
        </Field>
        <Field id="new-library-prettyLabel" label="Name shown on the model page" problems={problemsOf("prettyLabel")}>
          <input {...control("prettyLabel")} autoComplete="off" />
        </Field>
        <Field id="new-library-repoUrl" label="Repository URL" problems={problemsOf("repoUrl")}>
          <input {...control("repoUrl")} type="url" autoComplete="off" spellCheck={false} />
        </Field>
        <Field id="new-library-install" label="Install commands" hint="one a line" problems={problemsOf("install")}>
          <textarea {...control("install", true)} rows={2} spellCheck={false} />
        </Field>
        <Field id="new-library-tasks" label="Tasks" hint="pipeline tags, separated by spaces or commas; the golden case takes the first" problems={problemsOf("tasks")}>
          <input {...control("tasks", true)} list="new-library-task-ids" autoComplete="off" spellCheck={false} />
        </Field>
        <datalist id="new-library-task-ids">
          {Object.keys(pipelines).map((task) => (
            <option key={task} value={task} />
          ))}
        </datalist>
        <Field id="new-library-exampleModel" label="Example model (owner/name)" hint="the golden case's record" problems={problemsOf("exampleModel")}>
          <input {...control("exampleModel", true)} autoComplete="off" spellCheck={false} />
        </Field>
      </fieldset>
      <fieldset>
        <legend>Its first snippet</legend>
        <Field id="new-library-language" label="Language" problems={problemsOf("language")}>
          <select {...control("language")}>
            {NEW_LIBRARY_LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {language}
              </option>
            ))}
          </select>
        </Field>
        <Field id="new-library-templateName" label="Template name" problems={problemsOf("templateName")}>
          <input {...control("templateName")} autoComplete="off" spellCheck={false} />
        </Field>
        <Field
          id="new-library-template"
          label="Template"
          hint={`opens with ${NOTICE_PARTIAL}; record values only through literal helpers, e.g. {{py id}}`}
          problems={problemsOf("template")}
        >
          <textarea {...control("template", true)} rows={6} spellCheck={false} className="code-input" />
        </Field>
      </fieldset>
      {python && (
        <fieldset>
          <legend>API table (the names the Python snippet takes from its package)</legend>
          <Field id="new-library-tablePackage" label="Package import name" problems={problemsOf("tablePackage")}>
            <input {...control("tablePackage")} autoComplete="off" spellCheck={false} />
          </Field>
          <Field id="new-library-tableVersion" label="Version the names were read from" problems={problemsOf("tableVersion")}>
            <input {...control("tableVersion")} autoComplete="off" spellCheck={false} />
          </Field>
          <Field id="new-library-tableSource" label="Source URL of the names" problems={problemsOf("tableSource")}>
            <input {...control("tableSource")} type="url" autoComplete="off" spellCheck={false} />
          </Field>
          <Field id="new-library-tableNames" label="Names" hint="one a line: Name: [attribute, ...]" problems={problemsOf("tableNames")}>
            <textarea {...control("tableNames", true)} rows={3} spellCheck={false} className="code-input" />
          </Field>
          <Field id="new-library-apiTables" label="Existing API tables it also uses" hint="e.g. huggingface_hub" problems={problemsOf("apiTables")}>
            <input {...control("apiTables", true)} autoComplete="off" spellCheck={false} />
          </Field>
        </fieldset>
      )}
    </>
  );
}

/** The files a dry run says it will write: a new one whole, an edited one as a diff. */
function NewLibraryPreview({ files }: { files: PreviewFile[] }) {
  return (
    <section aria-labelledby="new-library-preview-title" data-testid="new-library-preview">
      <h3 id="new-library-preview-title">Files it will write ({files.length}, then the golden outputs its case renders)</h3>
      {files.map((file) => (
        <details key={file.path}>
          <summary>
            <code>{file.path}</code> {file.created ? "(new)" : "(edited)"}
          </summary>
          {file.before === undefined ? (
            <pre className="code" tabIndex={0} aria-label={`${file.path}, new`}>
              {file.content}
            </pre>
          ) : (
            <DiffView path={file.path} expected={file.before} actual={file.content} labels={{ expected: `a/${file.path}`, actual: `b/${file.path}` }} />
          )}
        </details>
      ))}
    </section>
  );
}
