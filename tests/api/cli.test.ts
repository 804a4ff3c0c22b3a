/**
 * `npm run admin -- add|remove|list <email>`: against a stopped database it
 * opens the database itself; against a running server it goes through it;
 * beside any other holder of the data directory it never opens the files.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../server/cli/admin.ts';
import { removeScratch, runAdmin } from './helpers/child-server.ts';
import { startTestServer, root, testConfig, type TestServer, START_TIMEOUT } from './helpers/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, START_TIMEOUT);
afterAll(async () => {
  await server?.stop();
  removeScratch();
});

describe('npm run admin', () => {
  it('adds, lists and removes admins through a running server', async () => {
    const added = await runAdminCommand(server.config, 'add', '  New.Admin@Example.com ');
    expect(added).toEqual({ changed: true, admins: expect.arrayContaining(['admin@example.com', 'new.admin@example.com']) });
    expect((await runAdminCommand(server.config, 'add', 'new.admin@example.com')).changed).toBe(false);
    expect((await runAdminCommand(server.config, 'list')).admins).toContain('new.admin@example.com');
    expect((await runAdminCommand(server.config, 'remove', 'new.admin@example.com')).changed).toBe(true);
    expect((await runAdminCommand(server.config, 'list')).admins).not.toContain('new.admin@example.com');
  });

  it.skipIf(Boolean(process.env.DATABASE_URL))('the running server answers a body that is not a JSON object with 400 and a message, not 500', async () => {
    // The control routes exist only beside an embedded database; their token is in the data directory's lock.
    const { token } = JSON.parse(readFileSync(path.join(server.config.dataDir, 'server.json'), 'utf8')) as { token: string };
    for (const path of ['/_internal/admins', '/_internal/content-sync']) {
      for (const body of ['null', '[]', '"list"', '42']) {
        const response = await server.request(path, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Parchment-Admin-Token': token }, body });
        expect(response.status, `${path} with ${body}`).toBe(400);
        expect(await response.text(), `${path} with ${body}`).toBe('The body must be a JSON object');
      }
    }
    // The list is untouched and the server still answers the command.
    expect((await runAdminCommand(server.config, 'list')).admins).toContain('admin@example.com');
  });

  it('refuses something that is not an email address', async () => {
    await expect(runAdminCommand(server.config, 'add', 'nobody')).rejects.toThrow(/is not an email address/);
  });

  it('works as a command on a stopped database, printing one line', async () => {
    const dataDir = server.config.dataDir;
    await server.close();
    const run = (...args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/admin.ts', ...args], {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: server.config.databaseUrl ?? '' },
        encoding: 'utf8',
        timeout: 120_000,
      });
    const add = run('add', 'cli.person@example.com');
    expect(add.stderr).toBe('');
    expect(add.stdout.trim()).toBe('cli.person@example.com is now an admin.');
    const list = run('list');
    expect(list.stdout.split('\n')).toContain('cli.person@example.com');
    const usage = run('promote', 'x@example.com');
    expect(usage.status).toBe(2);
    expect(usage.stderr.trim()).toBe('Usage: npm run admin -- add <email> | remove <email> | list');
    const result = await runAdminCommand(testConfig({ DATA_DIR: dataDir, ...(server.config.databaseUrl ? { DATABASE_URL: server.config.databaseUrl } : {}) }), 'remove', 'cli.person@example.com');
    expect(result.changed).toBe(true);
    if (!server.config.databaseUrl) expect(readdirSync(dataDir).filter((name) => name.startsWith('server.json')), 'the lock is let go').toEqual([]);
  }, START_TIMEOUT);
});

describe.skipIf(Boolean(process.env.DATABASE_URL))('Hardening fault 2: npm run admin beside another holder of DATA_DIR', () => {
  it('never opens the files while a process it cannot reach holds them, and says so in one line', async () => {
    // A server that has taken the directory and not yet listens: this very process, by its lock.
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'parchment-cli-held-'));
    try {
      const stat = existsSync('/proc/self/stat') ? readFileSync(`/proc/${process.pid}/stat`, 'utf8') : null;
      const start = stat ? stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] : null;
      writeFileSync(
        path.join(dataDir, 'server.json'),
        JSON.stringify({ pid: process.pid, start, owner: 'starting-server', role: 'server', port: null, token: '' }),
        { mode: 0o600 },
      );
      const began = Date.now();
      const result = await runAdmin(dataDir, ['add', 'held@example.com']);
      expect(result.stderr.trim()).toBe(
        `Another Parchment server (pid ${process.pid}, still starting) is using ${dataDir}, so the admin command could not run within 10 s; try again, or stop it first.`,
      );
      expect(result.code).toBe(1);
      expect(Date.now() - began, 'it waited for the server to come up').toBeGreaterThanOrEqual(10_000);
      expect(existsSync(path.join(dataDir, 'PG_VERSION')), 'no database was created beside the holder').toBe(false);
      expect(JSON.parse(readFileSync(path.join(dataDir, 'server.json'), 'utf8')).owner).toBe('starting-server');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
