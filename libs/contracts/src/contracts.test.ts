import { describe, expect, it } from 'vitest';
import { runtimeConfigSchema } from './index';
import { queueProbeParamsSchema } from './platform';

describe('runtime config', () => {
  const valid = {
    apiBaseUrl: '',
    remotes: { scheduling: '/a.json', customers: '/b.json', marketing: '/c.json', admin: '/d.json' },
  };

  it('accepts a config naming all four remotes', () => {
    expect(runtimeConfigSchema.parse({ ...valid, googleSignIn: true })).toEqual({ ...valid, googleSignIn: true });
  });

  it('reads a config without googleSignIn as Google sign-in off, and refuses one that is not true or false', () => {
    expect(runtimeConfigSchema.parse(valid).googleSignIn).toBe(false);
    expect(runtimeConfigSchema.safeParse({ ...valid, googleSignIn: 'yes' }).success).toBe(false);
  });

  it('rejects a config missing a remote or with an empty entry URL', () => {
    expect(runtimeConfigSchema.safeParse({ ...valid, remotes: { ...valid.remotes, admin: undefined } }).success).toBe(false);
    expect(runtimeConfigSchema.safeParse({ ...valid, remotes: { ...valid.remotes, admin: '' } }).success).toBe(false);
  });
});

describe('queue probe parameters', () => {
  it('accepts BullMQ and in-process job ids and nothing else', () => {
    expect(queueProbeParamsSchema.safeParse({ jobId: '42' }).success).toBe(true);
    expect(queueProbeParamsSchema.safeParse({ jobId: 'local-7' }).success).toBe(true);
    expect(queueProbeParamsSchema.safeParse({ jobId: 'a b' }).success).toBe(false);
    expect(queueProbeParamsSchema.safeParse({ jobId: 'x'.repeat(65) }).success).toBe(false);
  });
});
