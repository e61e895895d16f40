import { describe, expect, it } from 'vitest';
import { PHONE_PATTERN, ZIP_PATTERN } from '../../../contract/users/forms';
import { maskPhone, maskZip } from './masks';

describe('phone mask (999) 999-9999', () => {
  it('formats digits as they are typed', () => {
    expect(['', '5', '512', '5125', '512555', '5125550', '5125550123'].map(maskPhone)).toEqual([
      '', '(5', '(512', '(512) 5', '(512) 555', '(512) 555-0', '(512) 555-0123',
    ]);
  });
  it('ignores other characters and extra digits', () => {
    expect(maskPhone('+1 (512) 555-0123 ext 9')).toBe('(151) 255-5012');
    expect(maskPhone('512.555.0123')).toBe('(512) 555-0123');
    expect(maskPhone('abc')).toBe('');
  });
  it('lets a deletion past a separator go through', () => {
    expect(maskPhone('(512) ')).toBe('(512');
    expect(maskPhone('(512) 555-')).toBe('(512) 555');
  });
  it('produces what the shared rule accepts once complete', () => {
    expect(PHONE_PATTERN.test(maskPhone('5125550123'))).toBe(true);
    expect(PHONE_PATTERN.test(maskPhone('512555012'))).toBe(false);
  });
});

describe('zip mask 99999-9999', () => {
  it('adds the plus-four part after five digits', () => {
    expect(['', '7', '78701', '787011', '787011234', '7870112345'].map(maskZip)).toEqual(['', '7', '78701', '78701-1', '78701-1234', '78701-1234']);
    expect(maskZip('78701-')).toBe('78701');
  });
  it('produces what the shared rule accepts', () => {
    expect(ZIP_PATTERN.test(maskZip('78701'))).toBe(true);
    expect(ZIP_PATTERN.test(maskZip('787011234'))).toBe(true);
    expect(ZIP_PATTERN.test(maskZip('787011'))).toBe(false);
  });
});
