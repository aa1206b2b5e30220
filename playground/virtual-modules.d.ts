// Types of the playground's virtual modules (served by playground/server/plugin.ts).
declare module "virtual:playground-golden" {
  /** `cases/<name>.yaml` under golden/ → text. */
  export const caseFiles: Record<string, string>;
}
declare module "virtual:playground-golden-outputs" {
  /** Every expected output under golden/ (outside cases/) → content. */
  export const outputFiles: Record<string, string>;
}
