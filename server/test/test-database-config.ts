/** What the global set-up hands to each test file (through vitest's provide/inject). */
export type TestDatabaseConfig =
  | { kind: "postgres"; adminUrl: string; templateName: string }
  | { kind: "pglite"; dumpPath: string };

declare module "vitest" {
  export interface ProvidedContext {
    testDatabase: TestDatabaseConfig;
  }
}
