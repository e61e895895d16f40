import { describe, expect, it } from 'vitest';
import { duePeriod, localClock, validTimeZone } from '../src/notifications/digest/period.js';

const NY = 'America/New_York';

describe('digest periods on the user’s clock', () => {
  it('daily: yesterday from 07:00 local, the day before until then', () => {
    // 2030-06-04 10:59Z is 06:59 in New York (EDT, UTC-4); 11:00Z is 07:00.
    expect(duePeriod('daily', new Date('2030-06-04T10:59:00Z'), NY)).toMatchObject({ key: 'daily:2030-06-02', start: '2030-06-02 00:00', end: '2030-06-03 00:00' });
    expect(duePeriod('daily', new Date('2030-06-04T11:00:00Z'), NY)).toMatchObject({ key: 'daily:2030-06-03', start: '2030-06-03 00:00', end: '2030-06-04 00:00' });
  });

  it('the same instant is another day in Tokyo', () => {
    expect(localClock(new Date('2030-06-04T23:30:00Z'), 'Asia/Tokyo')).toEqual({ date: '2030-06-05', hour: 8 });
    expect(duePeriod('daily', new Date('2030-06-04T23:30:00Z'), 'Asia/Tokyo').key).toBe('daily:2030-06-04');
  });

  it('weekly: last Monday-to-Sunday week from Monday 07:00 on', () => {
    // 2030-06-03 is a Monday.
    expect(duePeriod('weekly', new Date('2030-06-03T10:59:00Z'), NY)).toMatchObject({ key: 'weekly:2030-05-20', first: '2030-05-20', last: '2030-05-26' });
    expect(duePeriod('weekly', new Date('2030-06-03T11:00:00Z'), NY)).toMatchObject({ key: 'weekly:2030-05-27', start: '2030-05-27 00:00', end: '2030-06-03 00:00', last: '2030-06-02' });
    expect(duePeriod('weekly', new Date('2030-06-08T20:00:00Z'), NY).key).toBe('weekly:2030-05-27');
  });

  it('now: the running day or week, under a key of its own', () => {
    expect(duePeriod('daily', new Date('2030-06-04T15:00:00Z'), NY, true)).toMatchObject({ key: 'daily:2030-06-04:now', start: '2030-06-04 00:00', end: '2030-06-05 00:00' });
    expect(duePeriod('weekly', new Date('2030-06-05T15:00:00Z'), NY, true)).toMatchObject({ key: 'weekly:2030-06-03:now', first: '2030-06-03', last: '2030-06-09' });
  });

  it('an unknown time zone falls back to New York', () => {
    expect(validTimeZone('Mars/Olympus')).toBe(NY);
    expect(validTimeZone(null)).toBe(NY);
    expect(validTimeZone('Europe/Berlin')).toBe('Europe/Berlin');
  });
});
