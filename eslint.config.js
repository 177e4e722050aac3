import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries (docs/ARCHITECTURE.md, decision 016): shared imports neither side, web and server
 * never import each other. Checked on the resolved file, so relative paths and the @server/@web aliases count alike.
 * tests/unit/lint-rules.test.ts proves each zone fires on a fixture that breaks it.
 */
const boundaryZones = [
  { target: './src/web', from: './src/server', message: 'src/web must not import server code.' },
  { target: './src/shared', from: './src/server', message: 'src/shared must not import server code.' },
  { target: './src/shared', from: './src/web', message: 'src/shared must not import web code.' },
  { target: './src/server', from: './src/web', message: 'src/server must not import web code.' },
  // The demo harness and the demo catalog seed (src/demo/seed) are loaded by main.ts alone, and only
  // when configured (VENDOR_SIM, DEMO_CATALOG): every other file of src/server is closed to src/demo.
  ...['./src/server/modules', './src/server/plugins', './src/server/db', './src/server/http', './src/server/app.ts', './src/server/env.ts'].map((target) => ({
    target,
    from: './src/demo',
    message: 'Production code must not import the demo harness (src/demo).',
  })),
];

/**
 * Web layers: pages compose features, features compose entities (what several features show of one
 * thing: a part, a vendor, a guide, a category, and the one hook and query key for each), and an
 * entity builds on the shared UI (components/, lib/) alone. A feature never imports another feature
 * (the rule on src/web/features below), so what two of them share moves down into an entity.
 */
const webLayerZones = [
  {
    target: './src/web/entities',
    from: ['./src/web/features', './src/web/pages', './src/web/app'],
    message: 'Entities sit below features and pages: they import components/ and lib/, never a feature, a page or the app.',
  },
];

/**
 * Modules and plugins depend one way: a plugin (the gate, operator access, page heads) is handed the
 * services it needs by the composition root and imports only modules' types (see the rule for
 * plugins below); a module never imports a plugin. What a module's routes say about themselves
 * (PUBLIC_ROUTE, operatorRoute, content negotiation) lives in src/server/http, below both, and
 * http/ imports neither.
 */
const pluginZones = [
  {
    target: ['./src/server/modules', './src/server/http'],
    from: './src/server/plugins',
    message: 'Modules and http/ never import plugins/: route options and content negotiation live in src/server/http.',
  },
  { target: './src/server/http', from: './src/server/modules', message: 'src/server/http sits below the modules: it imports none.' },
];

/**
 * Module faces: a server module reaches another only through that module's `index.ts`, its public
 * face, never into its files. One zone per module: every other module's folder is closed to it but
 * for that folder's index.ts.
 */
const modulesDir = './src/server/modules';
const serverModules = readdirSync(new URL(modulesDir, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const moduleFaceZones = serverModules.map((name) => ({
  target: `${modulesDir}/${name}`,
  from: serverModules.filter((other) => other !== name).map((other) => `${modulesDir}/${other}`),
  except: ['./index.ts'],
  message: 'Another module is reached through its index.ts (its public face), not its files.',
}));

/**
 * The code that assembles the modules goes through the same faces: every file and folder of
 * src/server but modules/ (app.ts, main.ts, plugins/, db/, http/, env.ts), and the command line and
 * demo harness that drive the server (src/cli, src/demo). Listed when ESLint loads its config, like
 * the modules. Tests may reach into a module.
 */
const serverDir = './src/server';
const outsideModules = [
  ...readdirSync(new URL(serverDir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.name !== 'modules')
    .map((entry) => `${serverDir}/${entry.name}`),
  './src/cli',
  './src/demo',
];
const outsideModulesFaceZone = {
  target: outsideModules,
  from: serverModules.map((name) => `${modulesDir}/${name}`),
  except: ['./index.ts'],
  message: 'Code outside the modules reaches a module through its index.ts (its public face), not its files.',
};

/**
 * The embedded engine is imported when it is opened (db/client.ts), never when a module loads: a
 * process on a PostgreSQL server would carry PGlite's module for nothing. Types may be imported.
 */
const embeddedEngineImport = {
  regex: '^(@electric-sql/pglite|drizzle-orm/pglite)(/|$)',
  allowTypeImports: true,
  message: 'PGlite is loaded only when opened: import() it in db/client.ts, not statically.',
};

export default tseslint.config(
  {
    // tests/lint-fixtures break the rules on purpose; tests/unit/lint-rules.test.ts lints them itself.
    ignores: ['dist', 'node_modules', 'drizzle', 'test-results', 'playwright-report', 'scratch', 'data', 'tests/lint-fixtures'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      // A loop of imports makes load order matter and hides which of the files is the lower layer.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: [...boundaryZones, ...webLayerZones, ...pluginZones, ...moduleFaceZones, outsideModulesFaceZone] }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // A feature never imports another feature; what features share lives in entities/, components/ and lib/.
    files: ['src/web/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@web/features/*', '@web/pages/*'], message: 'Features must not import other features or pages.' },
            { regex: '^(\\.\\./){2,}(?!\\.\\.)[^/]+/(api|components)', message: 'Features must not import other features.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [embeddedEngineImport] }] },
  },
  {
    // Layers: a route parses the request, calls a service and maps its errors; data access is the
    // service's. A routes plugin is handed its services by the composition root (container.ts), never
    // the database: so a route imports no queries file and nothing from db/, not even a type.
    // (This list replaces the one above for routes, so it repeats the embedded engine's pattern.)
    files: ['src/server/modules/**/*.routes.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '\\.queries$', message: 'Routes call services; data access (*.queries) belongs to the service.' },
            { regex: '(^|/)db(/|$)', message: 'Routes take services, not the database: nothing from db/, not even a type.' },
            embeddedEngineImport,
          ],
        },
      ],
    },
  },
  {
    // Plugins get services from the composition root, so from a module they import types alone: a
    // plugin that built a module's service would wire the server a second time.
    // (This list replaces the one above for plugins, so it repeats the embedded engine's pattern.)
    files: ['src/server/plugins/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)modules(/|$)', allowTypeImports: true, message: 'Plugins take services from the composition root (container.ts): only types come from modules.' },
            embeddedEngineImport,
          ],
        },
      ],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['node:*', 'drizzle-orm', 'drizzle-orm/*'], message: 'src/shared is isomorphic.' }],
        },
      ],
    },
  },
);
