import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { base62, generateApiKey, hashApiKey, isWellFormedApiKey } from '../src/auth/apiKeys/keyFormat.js';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

describe('API key format (ADR 0032)', () => {
  it('is ins_ + 33 base62 characters of randomness + a 6-character checksum; start is its first 12 characters', () => {
    const keys = Array.from({ length: 200 }, generateApiKey);
    for (const { key, start, hash } of keys) {
      expect(key).toMatch(/^ins_[0-9A-Za-z]{39}$/);
      expect(start).toBe(key.slice(0, 12));
      expect(hash).toBe(createHash('sha256').update(key).digest('hex'));
      expect(isWellFormedApiKey(key)).toBe(true);
    }
    expect(new Set(keys.map((k) => k.key)).size).toBe(keys.length);
    // The random part uses the whole alphabet (it is not, say, hex in disguise).
    const used = new Set(keys.flatMap((k) => [...k.key.slice(4, 37)]));
    expect(used.size).toBeGreaterThan(55);
  });

  it('refuses any one changed character, a missing or extra one, and other prefixes', () => {
    const { key } = generateApiKey();
    for (let i = 4; i < key.length; i++) {
      const other = BASE62[(BASE62.indexOf(key[i]) + 1 + (i % 61)) % 62];
      const changed = `${key.slice(0, i)}${other}${key.slice(i + 1)}`;
      expect(isWellFormedApiKey(changed), `position ${i}`).toBe(false);
    }
    expect(isWellFormedApiKey(key.slice(0, -1))).toBe(false);
    expect(isWellFormedApiKey(`${key}0`)).toBe(false);
    expect(isWellFormedApiKey(`INS_${key.slice(4)}`)).toBe(false);
    expect(isWellFormedApiKey(`${key.slice(0, 10)}-${key.slice(11)}`)).toBe(false);
    expect(isWellFormedApiKey('')).toBe(false);
  });

  it('writes base62 left-padded, and hashes with SHA-256', () => {
    expect(base62(0n, 3)).toBe('000');
    expect(base62(61n, 2)).toBe('0z');
    expect(base62(62n, 2)).toBe('10');
    expect(base62(2n ** 192n - 1n, 33)).toHaveLength(33);
    expect(hashApiKey('ins_x')).toBe(createHash('sha256').update('ins_x').digest('hex'));
  });
});
