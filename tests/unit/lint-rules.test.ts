/**
 * The import rules in eslint.config.js fire: each fixture in tests/lint-fixtures breaks one of them
 * (the normal lint run skips that folder). Boundary fixtures are linted as if they sat in the folder
 * whose rule they break, since the rules go by where a file lives.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const fixture = (name: string) => path.join(root, 'tests/lint-fixtures', name);
// ignore: false so the fixtures folder, left out of the normal run, is linted here.
const eslint = new ESLint({ cwd: root, ignore: false });

/** "rule: message" of each problem ESLint reports for `code` placed at `filePath` (relative to the repo). */
async function lintCode(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

/** The same for a fixture file of tests/lint-fixtures. */
const problems = (fixtureName: string, filePath: string) => lintCode(filePath, readFileSync(fixture(fixtureName), 'utf8'));

describe('import rules', { timeout: 120_000 }, () => {
  it('reports an import cycle', async () => {
    const [result] = await eslint.lintFiles([fixture('cycle-a.ts')]);
    expect(result!.messages.map((m) => m.ruleId)).toEqual(['import-x/no-cycle']);
  });

  it('finds no cycle between the derived part columns and the part_search rows', async () => {
    const results = await eslint.lintFiles([path.join(root, 'src/server/db/derived.ts'), path.join(root, 'src/server/db/part-search.ts')]);
    expect(results.flatMap((r) => r.messages)).toEqual([]);
  });

  it('keeps server code out of src/web and src/shared', async () => {
    expect(await problems('imports-server.ts', 'src/web/lib/fixture.ts')).toEqual([
      'import-x/no-restricted-paths: Unexpected path "@server/env" imported in restricted zone. src/web must not import server code.',
    ]);
    expect(await problems('imports-server.ts', 'src/shared/rules/fixture.ts')).toEqual([
      'import-x/no-restricted-paths: Unexpected path "@server/env" imported in restricted zone. src/shared must not import server code.',
    ]);
  });

  it('keeps web code out of src/server and src/shared', async () => {
    expect(await problems('imports-web.ts', 'src/server/modules/fixture.ts')).toEqual([
      'import-x/no-restricted-paths: Unexpected path "@web/lib/cn" imported in restricted zone. src/server must not import web code.',
    ]);
    expect(await problems('imports-web.ts', 'src/shared/rules/fixture.ts')).toEqual([
      'import-x/no-restricted-paths: Unexpected path "@web/lib/cn" imported in restricted zone. src/shared must not import web code.',
    ]);
  });

  it('keeps web entities below features and pages: an entity imports neither, both import entities', async () => {
    const message = (path: string) =>
      `import-x/no-restricted-paths: Unexpected path "${path}" imported in restricted zone. Entities sit below features and pages: they import components/ and lib/, never a feature, a page or the app.`;
    expect(await problems('imports-feature.ts', 'src/web/entities/part/components/fixture.ts')).toEqual([
      message('@web/features/search/api/search-parts'),
      message('@web/pages/search'),
    ]);
    // A relative path resolves to the same feature file.
    expect(
      await lintCode('src/web/entities/vendor/api/fixture.ts', "import { useSearchParts } from '../../../features/search/api/search-parts';\nexport const fixture = useSearchParts;\n"),
    ).toEqual([message('../../../features/search/api/search-parts')]);
    // A page composes features; features and pages use entities.
    expect(await problems('imports-feature.ts', 'src/web/pages/fixture.ts')).toEqual([]);
    expect(await problems('imports-entity.ts', 'src/web/features/home/components/fixture.ts')).toEqual([]);
    expect(await problems('imports-entity.ts', 'src/web/pages/fixture.ts')).toEqual([]);
  });

  it('keeps routes to services: no queries file, and nothing from db/, not even a type', async () => {
    expect(await problems('route-imports-data.ts', 'src/server/modules/clickout/fixture.routes.ts')).toEqual([
      "@typescript-eslint/no-restricted-imports: '@server/db/client' import is restricted from being used by a pattern. Routes take services, not the database: nothing from db/, not even a type.",
      "@typescript-eslint/no-restricted-imports: '@server/db/client' import is restricted from being used by a pattern. Routes take services, not the database: nothing from db/, not even a type.",
      "@typescript-eslint/no-restricted-imports: '@server/modules/clickout/clickout.queries' import is restricted from being used by a pattern. Routes call services; data access (*.queries) belongs to the service.",
    ]);
    // The same imports are a service's own business.
    expect(await problems('route-imports-data.ts', 'src/server/modules/clickout/fixture.service.ts')).toEqual([]);
  });

  it('keeps plugins out of modules and http/: route options live in http/', async () => {
    const message =
      'import-x/no-restricted-paths: Unexpected path "@server/plugins/gate" imported in restricted zone. Modules and http/ never import plugins/: route options and content negotiation live in src/server/http.';
    expect(await problems('imports-plugin.ts', 'src/server/modules/alerts/fixture.routes.ts')).toEqual([message]);
    expect(await problems('imports-plugin.ts', 'src/server/modules/feeds/run/fixture.ts')).toEqual([message]);
    expect(await problems('imports-plugin.ts', 'src/server/http/fixture.ts')).toEqual([message]);
    // The app wires plugins; a plugin may use another.
    expect(await problems('imports-plugin.ts', 'src/server/app.ts')).toEqual([]);
    expect(await problems('imports-plugin.ts', 'src/server/plugins/fixture.ts')).toEqual([]);
    // http/ sits below the modules too.
    expect(await problems('module-face.ts', 'src/server/http/fixture.ts')).toEqual([
      'import-x/no-restricted-paths: Unexpected path "@server/modules/parts" imported in restricted zone. src/server/http sits below the modules: it imports none.',
    ]);
  });

  it('lets plugins take services, not build them: only types come from modules', async () => {
    expect(await problems('plugin-builds-service.ts', 'src/server/plugins/page-head/fixture.ts')).toEqual([
      "@typescript-eslint/no-restricted-imports: '@server/modules/parts' import is restricted from being used by a pattern. Plugins take services from the composition root (container.ts): only types come from modules.",
    ]);
    expect(await problems('plugin-takes-service.ts', 'src/server/plugins/page-head/fixture.ts')).toEqual([]);
    // The composition root builds them.
    expect(await problems('plugin-builds-service.ts', 'src/server/container.ts')).toEqual([]);
  });

  it("reaches another server module only through its index.ts", async () => {
    expect(await problems('module-internals.ts', 'src/server/modules/search/fixture.ts')).toEqual([
      'import-x/no-restricted-paths: Unexpected path "@server/modules/parts/parts.queries" imported in restricted zone. Another module is reached through its index.ts (its public face), not its files.',
    ]);
    // Deeper files of a module are held to it too; the module's own files and tests are not.
    expect(await problems('module-internals.ts', 'src/server/modules/feeds/run/fixture.ts')).toHaveLength(1);
    expect(await problems('module-internals.ts', 'src/server/modules/parts/fixture.ts')).toEqual([]);
    expect(await problems('module-internals.ts', 'tests/api/fixture.ts')).toEqual([]);
    expect(await problems('module-face.ts', 'src/server/modules/search/fixture.ts')).toEqual([]);
  });

  it('holds app.ts, main.ts, the plugins and the command line to the modules\' faces too', async () => {
    expect(await problems('module-internals.ts', 'src/server/app.ts')).toEqual([
      'import-x/no-restricted-paths: Unexpected path "@server/modules/parts/parts.queries" imported in restricted zone. Code outside the modules reaches a module through its index.ts (its public face), not its files.',
    ]);
    expect(await problems('module-internals.ts', 'src/server/main.ts')).toHaveLength(1);
    // A plugin breaks the plugins' rule too (it imports a value from a module): both are reported.
    expect(await problems('module-internals.ts', 'src/server/plugins/page-head/fixture.ts')).toContainEqual(expect.stringContaining('its index.ts (its public face)'));
    expect(await problems('module-internals.ts', 'src/cli/fixture.ts')).toHaveLength(1);
    // Through the face, as a module would.
    expect(await problems('module-face.ts', 'src/server/app.ts')).toEqual([]);
    expect(await problems('plugin-takes-service.ts', 'src/server/plugins/page-head/fixture.ts')).toEqual([]);
  });

  it('keeps the demo harness out of production code; main.ts may load it', async () => {
    // Inline, not a fixture file: the relative path must resolve from where the code is linted.
    const lint = (filePath: string, from: string) => lintCode(filePath, `import { configureDemoFeeds } from '${from}';\nexport const fixture = configureDemoFeeds;\n`);
    expect(await lint('src/server/modules/pricing/fixture.ts', '../../../demo/demo-feeds')).toEqual([
      'import-x/no-restricted-paths: Unexpected path "../../../demo/demo-feeds" imported in restricted zone. Production code must not import the demo harness (src/demo).',
    ]);
    expect(await lint('src/server/db/seed/fixture.ts', '../../../demo/demo-feeds')).toHaveLength(1);
    // The demo catalog seed is demo code too: the knowledge seed that stayed in db/ and env.ts must not reach it.
    expect(await lint('src/server/db/seed/knowledge/fixture.ts', '../../../../demo/seed/demo-catalog')).toHaveLength(1);
    expect(await lint('src/server/env.ts', '../demo/seed/demo-catalog')).toHaveLength(1);
    expect(await lint('src/server/fixture-main.ts', '../demo/demo-feeds')).toEqual([]);
  });

  it('loads PGlite only when it is opened: no static import of it in src, types alone excepted', async () => {
    const engine = "import { PGlite } from '@electric-sql/pglite';\nexport const fixture = PGlite;\n";
    expect(await lintCode('src/server/db/client.ts', engine)).toEqual([
      "@typescript-eslint/no-restricted-imports: '@electric-sql/pglite' import is restricted from being used by a pattern. PGlite is loaded only when opened: import() it in db/client.ts, not statically.",
    ]);
    expect(await lintCode('src/server/modules/clickout/fixture.service.ts', "import { drizzle } from 'drizzle-orm/pglite';\nexport const fixture = drizzle;\n")).toHaveLength(1);
    // Route files have their own list of restricted imports, which repeats this pattern.
    expect(await lintCode('src/server/modules/clickout/fixture.routes.ts', engine)).toHaveLength(1);
    expect(await lintCode('src/server/db/client.ts', "import type { PGlite } from '@electric-sql/pglite';\nexport type Fixture = PGlite;\n")).toEqual([]);
    expect(await lintCode('src/server/db/client.ts', "export const fixture = () => import('@electric-sql/pglite');\n")).toEqual([]);
    expect(await lintCode('tests/unit/fixture.ts', engine)).toEqual([]);
  });

  it('lets every side import shared code, and tests import anything', async () => {
    for (const place of ['src/web/lib', 'src/server/modules', 'src/shared/rules']) {
      expect(await problems('imports-shared.ts', `${place}/fixture.ts`)).toEqual([]);
    }
    expect(await problems('imports-server.ts', 'tests/unit/fixture.ts')).toEqual([]);
    expect(await problems('imports-web.ts', 'tests/unit/fixture.ts')).toEqual([]);
  });
});
