import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";

/**
 * SQL that turns a database described by `from` (a Prisma datamodel, or null for an empty database)
 * into one described by `to`. Uses Prisma's WebAssembly schema engine, so no engine binary is needed.
 * The engine wants a live connection, but a datamodel-to-datamodel diff does not read it.
 */
export async function diffDatamodels(from: string | null, to: string, databaseUrl: string): Promise<string> {
  const engineModule = await loadSchemaEngine();
  const adapter = bindMigrationAwareSqlAdapterFactory(new PrismaPg({ connectionString: databaseUrl }));
  const engine = await engineModule.SchemaEngine.new({ datamodels: [["schema.prisma", to]] }, () => {}, adapter);
  const datamodel = (content: string) => ({
    tag: "schemaDatamodel" as const,
    files: [{ path: "schema.prisma", content }],
  });
  const result = await engine.diff({
    from: from === null ? { tag: "empty" } : datamodel(from),
    to: datamodel(to),
    script: true,
    exitCode: null,
    filters: { externalTables: [], externalEnums: [] },
  });
  const stdout = (result as { stdout?: string }).stdout;
  if (typeof stdout !== "string") throw new Error("The schema engine returned no SQL.");
  return stdout;
}

type SchemaEngineModule = typeof import("@prisma/schema-engine-wasm");

let loaded: Promise<SchemaEngineModule> | undefined;

/** Instantiates the wasm by hand, so that neither Node's --experimental-wasm-modules nor a bundler is needed. */
function loadSchemaEngine(): Promise<SchemaEngineModule> {
  loaded ??= (async () => {
    const require = createRequire(import.meta.url);
    const packageDir = path.dirname(require.resolve("@prisma/schema-engine-wasm"));
    const bindings = await import(path.join(packageDir, "schema_engine_bg.js"));
    const bytes = await readFile(path.join(packageDir, "schema_engine_bg.wasm"));
    const { instance } = await WebAssembly.instantiate(bytes, { "./schema_engine_bg.js": bindings });
    bindings.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
    return bindings as SchemaEngineModule;
  })();
  return loaded;
}
