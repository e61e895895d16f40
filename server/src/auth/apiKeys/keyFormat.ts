import { createHash, randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { API_KEY_PREFIX, API_KEY_START_LENGTH } from '../../../../contract/integrations/rules.js';

/**
 * The form of an API key (ADR 0032), as GitHub's tokens: `ins_` + 192 random bits in base62 (33 characters) + a
 * CRC32 of those characters in base62 (6 characters). The checksum lets the server refuse a mistyped or truncated
 * key before any database lookup, and lets secret scanners recognise a real key; it is no secret.
 */
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const RANDOM_BYTES = 24;
const BODY_LENGTH = 33; // ceil(192 / log2(62))
const CHECKSUM_LENGTH = 6; // 62^6 > 2^32
const KEY_PATTERN = new RegExp(`^${API_KEY_PREFIX}([0-9A-Za-z]{${BODY_LENGTH}})([0-9A-Za-z]{${CHECKSUM_LENGTH}})$`);

/** Base62 of a non-negative integer, left-padded with '0' to `length`. */
export function base62(value: bigint, length: number): string {
  let text = '';
  let rest = value;
  while (rest > 0n) {
    text = ALPHABET[Number(rest % 62n)] + text;
    rest /= 62n;
  }
  return text.padStart(length, '0');
}

function checksumOf(body: string): string {
  return base62(BigInt(crc32(body)), CHECKSUM_LENGTH);
}

export interface NewApiKey {
  key: string;
  start: string;
  hash: string;
}

/** SHA-256 (hex) of the whole key: what the database holds and looks keys up by. */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** A fresh key, its `start` (first 12 characters) and its hash. */
export function generateApiKey(): NewApiKey {
  const body = base62(BigInt(`0x${randomBytes(RANDOM_BYTES).toString('hex')}`), BODY_LENGTH);
  const key = `${API_KEY_PREFIX}${body}${checksumOf(body)}`;
  return { key, start: key.slice(0, API_KEY_START_LENGTH), hash: hashApiKey(key) };
}

/** Whether a key has the right shape and its checksum matches: a typo fails here, without a database lookup. */
export function isWellFormedApiKey(key: string): boolean {
  const match = KEY_PATTERN.exec(key);
  return !!match && checksumOf(match[1]) === match[2];
}
