import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const SCRIPT = path.resolve('scripts/require-node.cjs');
const dir = mkdtempSync(path.join(os.tmpdir(), 'pitlane-node-version-'));

/** Runs the check as if on Node `version`, through a preload that changes what the process reports. */
function checkAs(version: string) {
  const preload = path.join(dir, `node-${version}.cjs`);
  writeFileSync(preload, `Object.defineProperty(process, 'versions', { value: { ...process.versions, node: ${JSON.stringify(version)} } });\n`);
  return spawnSync(process.execPath, ['-r', preload, SCRIPT], { encoding: 'utf8' });
}

describe('npm start on an older Node', () => {
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('stops at once, naming the Node it needs and the one it found', () => {
    for (const version of ['18.20.0', '20.18.3', '22.12.0', '23.11.0']) {
      const result = checkAs(version);
      expect(result.status, version).toBe(1);
      expect(result.stderr, version).toContain('Pitlane needs Node ^20.19.0 || ^22.13.0 || >=24');
      expect(result.stderr, version).toContain(`this is Node ${version}`);
    }
  });

  it('lets a supported Node through silently', () => {
    for (const version of ['20.19.0', '20.20.2', '22.13.0', '24.1.0', '25.0.0']) {
      const result = checkAs(version);
      expect(result.status, version).toBe(0);
      expect(result.stderr, version).toBe('');
    }
  });
});
