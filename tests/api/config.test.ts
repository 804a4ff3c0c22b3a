/**
 * Configuration is read from the environment and validated at start; a bad
 * value stops the server with one clear line.
 *
 * @module-tag process
 * (Reads the environment and starts processes that stop before any SQL: runs on
 * the embedded database only.)
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.ts';
import { root, START_TIMEOUT } from './helpers/server.ts';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      production: false,
      port: 3000,
      siteUrl: 'http://localhost:3000',
      databaseUrl: null,
      adminEmails: ['admin@example.com'],
      otpExpirySeconds: 600,
      jwtExpirySeconds: 3600,
      refreshTokenReuseIntervalSeconds: 10,
      limits: { emailIntervalSeconds: 60, otpPerWindow: 30, tokenPerWindow: 150, emailsPerHour: 30, windowSeconds: 300 },
    });
    expect(config.dataDir).toBe(path.resolve('.data'));
    expect(loadConfig({ PORT: '8080' }).siteUrl).toBe('http://localhost:8080');
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '4000',
      DATABASE_URL: 'postgres://user:pw@db.example.org:5432/parchment',
      PUBLIC_SITE_URL: 'https://parchment.example.org/',
      SITE_REDIRECT_ALLOWLIST: 'https://a.example.org, https://b.example.org/app',
      JWT_SECRET: 's'.repeat(40),
      ADMIN_EMAILS: 'One@Example.org,two@example.org',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      OTP_EXPIRY: '300',
      RATE_LIMIT_EMAIL_INTERVAL: '30',
      TRUST_PROXY: 'yes',
    });
    expect(config.siteUrl).toBe('https://parchment.example.org');
    expect(config.redirectAllowList).toEqual(['https://a.example.org', 'https://b.example.org/app']);
    expect(config.adminEmails).toEqual(['one@example.org', 'two@example.org']);
    expect(config.google).toEqual({ clientId: 'id', clientSecret: 'secret' });
    expect(config.otpExpirySeconds).toBe(300);
    expect(config.trustProxy).toBe(1);
  });

  it('Hardening fault 6: TRUST_PROXY counts the proxies in front of the server (true is one, false none)', () => {
    expect(loadConfig({}).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'off' }).trustProxy).toBe(0);
  });

  it('Hardening fault 1: the per-requester mail budget stays below the server-wide mail cap', () => {
    const defaults = loadConfig({});
    expect(defaults.limits.emailsPerRequesterPerHour).toBeLessThan(defaults.limits.emailsPerHour);
    expect(loadConfig({ RATE_LIMIT_EMAIL_SENT: '3' }).limits.emailsPerRequesterPerHour).toBe(2);
    expect(() => loadConfig({ RATE_LIMIT_EMAIL_SENT: '10', RATE_LIMIT_EMAIL_PER_IP: '10' })).toThrow(/RATE_LIMIT_EMAIL_PER_IP \(10\) must be below RATE_LIMIT_EMAIL_SENT/);
  });

  it('rejects bad values with one line naming the variable', () => {
    const bad: Record<string, string>[] = [
      { PORT: 'abc' },
      { PORT: '70000' },
      { PORT: '-1' },
      { DATABASE_URL: 'mysql://x' },
      { PUBLIC_SITE_URL: 'ftp://example.org' },
      { PUBLIC_SITE_URL: 'not a url' },
      { SITE_REDIRECT_ALLOWLIST: 'javascript:alert(1)' },
      { JWT_SECRET: 'short' },
      { JWT_EXPIRY: '60' },
      { ADMIN_EMAILS: 'not-an-email' },
      { OTP_EXPIRY: '601' },
      { OTP_EXPIRY: '0' },
      { RATE_LIMIT_OTP: '0' },
      { RATE_LIMIT_TOKEN: '1.5' },
      { SMTP_URL: 'http://mail.example.org' },
      { GOOGLE_CLIENT_ID: 'only-the-id' },
      { TRUST_PROXY: 'maybe' },
      { TRUST_PROXY: '11' },
      { RATE_LIMIT_EMAIL_SENT: '1' },
      { RATE_LIMIT_EMAIL_SENT: '5', RATE_LIMIT_EMAIL_PER_IP: '9' },
      { NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.org' },
      { NODE_ENV: 'production', PUBLIC_SITE_URL: 'https://parchment.example.org' },
    ];
    for (const env of bad) {
      let error: unknown;
      try {
        loadConfig(env);
      } catch (caught) {
        error = caught;
      }
      expect(error, JSON.stringify(env)).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      expect(message).toMatch(/^Invalid configuration: /);
      expect(message).not.toContain('\n');
      const named = Object.keys(env).filter((key) => key !== 'NODE_ENV');
      expect(named.some((key) => message.includes(key)) || message.includes('SMTP_URL') || message.includes('PUBLIC_SITE_URL'), message).toBe(true);
    }
  });

  it('NODE_ENV=production refuses to start without DATABASE_URL, PUBLIC_SITE_URL and SMTP_URL, naming every missing one in one line', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      new ConfigError('Invalid configuration: NODE_ENV=production needs DATABASE_URL, PUBLIC_SITE_URL, SMTP_URL (missing).'),
    );
    // A blank value is as missing as an absent one; what is set is never echoed (a password may be in it).
    let message = '';
    try {
      loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://app:hunter2@db.example.org/parchment', PUBLIC_SITE_URL: '  ', SMTP_URL: 'smtp://mailer:s3cret@mail.example.org' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toBe('Invalid configuration: NODE_ENV=production needs PUBLIC_SITE_URL (missing).');

    const config = loadConfig({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://app:hunter2@db.example.org/parchment',
      PUBLIC_SITE_URL: 'https://parchment.example.org',
      SMTP_URL: 'smtp://mail.example.org',
    });
    expect(config).toMatchObject({ production: true, databaseUrl: 'postgres://app:hunter2@db.example.org/parchment', siteUrl: 'https://parchment.example.org', adminEmails: [] });
    // Outside production none of them is needed.
    expect(loadConfig({ NODE_ENV: 'development' }).databaseUrl).toBeNull();
  });

  it('Hardening 2: the dev mailbox trusts the socket address: DEV_MAILBOX is off unless asked for, and production refuses it', () => {
    expect(loadConfig({}).devMailbox).toBe(false);
    expect(loadConfig({ DEV_MAILBOX: 'true' }).devMailbox).toBe(true);
    expect(loadConfig({ DEV_MAILBOX: 'off' }).devMailbox).toBe(false);
    expect(() => loadConfig({ DEV_MAILBOX: 'maybe' })).toThrow(new ConfigError('Invalid configuration: DEV_MAILBOX must be true or false, got "maybe".'));
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://app@db.example.org/parchment',
      PUBLIC_SITE_URL: 'https://parchment.example.org',
      SMTP_URL: 'smtp://mail.example.org',
    };
    expect(() => loadConfig({ ...production, DEV_MAILBOX: 'true' })).toThrow(
      new ConfigError(
        'Invalid configuration: DEV_MAILBOX must not be on with NODE_ENV=production: the mailbox shows working sign-in links for every user; production sends them by SMTP.',
      ),
    );
    expect(loadConfig({ ...production, DEV_MAILBOX: 'false' }).devMailbox).toBe(false);
  });

  it('never echoes a DATABASE_URL, which may hold a password', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://user:hunter2@x' })).toThrow(/^(?!.*hunter2)/);
  });
});

describe('npm run server with a bad value', () => {
  it('Hardening 2: the dev mailbox trusts the socket address: production with DEV_MAILBOX stops with one clear line', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'parchment-config-'));
    try {
      const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
        cwd: root,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          DATABASE_URL: 'postgres://app@127.0.0.1:1/parchment',
          PUBLIC_SITE_URL: 'https://parchment.example.org',
          SMTP_URL: 'smtp://mail.example.org',
          DEV_MAILBOX: 'yes',
          DATA_DIR: dataDir,
        },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(result.status).toBe(1);
      expect(result.stderr.trim()).toMatch(/^Invalid configuration: DEV_MAILBOX must not be on with NODE_ENV=production: /);
      expect(result.stdout.trim()).toBe('');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, START_TIMEOUT);

  it('stops with exit code 1 and one clear line', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'parchment-config-'));
    try {
      const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
        cwd: root,
        env: { ...process.env, PORT: 'not-a-port', DATA_DIR: dataDir, DATABASE_URL: '' },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(result.status).toBe(1);
      expect(result.stderr.trim()).toBe('Invalid configuration: PORT must be a whole number from 0 to 65535, got "not-a-port".');
      expect(result.stdout.trim()).toBe('');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, START_TIMEOUT);
});
