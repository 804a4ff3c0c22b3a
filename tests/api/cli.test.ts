/**
 * `npm run admin -- add|remove|list <email>`: against a stopped database it
 * opens the database itself; against a running server it goes through it.
 */
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../server/cli/admin.ts';
import { startTestServer, root, testConfig, type TestServer, START_TIMEOUT } from './helpers/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, START_TIMEOUT);
afterAll(async () => {
  await server?.stop();
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
  }, START_TIMEOUT);
});
