import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatTime12h, timeSlots } from './time-labels';
import { INVALID_TIME_MESSAGE, parseAppointmentTime, timeToMinutes } from './time-slots';

describe('timeSlots', () => {
  it('offers every half hour from 9:00 AM to 7:00 PM inclusive', () => {
    const slots = timeSlots();
    expect(slots).toHaveLength(21);
    expect(slots[0]).toEqual({ value: '09:00', label: '9:00 AM' });
    expect(slots[1]).toEqual({ value: '09:30', label: '9:30 AM' });
    expect(slots[6]).toEqual({ value: '12:00', label: '12:00 PM' });
    expect(slots[20]).toEqual({ value: '19:00', label: '7:00 PM' });
  });
});

describe('parseAppointmentTime', () => {
  it('reads a blank time as no time', () => {
    expect(parseAppointmentTime(null)).toEqual({ ok: true, time: null });
    expect(parseAppointmentTime(undefined)).toEqual({ ok: true, time: null });
    expect(parseAppointmentTime('')).toEqual({ ok: true, time: null });
    expect(parseAppointmentTime('   ')).toEqual({ ok: true, time: null });
  });

  it('reads HH:MM and HH:MM:SS, with or without a +offset, as HH:MM', () => {
    for (const text of ['14:30', '14:30:00', '14:30+00', '14:30:00+00', '14:30:59+05:30', '14:30:00+0530', ' 14:30 ']) {
      expect(parseAppointmentTime(text)).toEqual({ ok: true, time: '14:30' });
    }
    expect(parseAppointmentTime('00:00')).toEqual({ ok: true, time: '00:00' });
    expect(parseAppointmentTime('23:59:59')).toEqual({ ok: true, time: '23:59' });
  });

  it('returns an error value for anything else', () => {
    const bad = ['9:00', '24:00', '12:60', '12:30:60', '12:30:00-05', '12:30+5', '12:30+24', '2:30 PM', 'noon'];
    bad.push('12-30', '1230', '12:30:00+00:00:00', '12:30:00Z', '12:30:00.000');
    for (const text of bad) {
      expect(parseAppointmentTime(text), text).toEqual({ ok: false, error: INVALID_TIME_MESSAGE });
    }
  });

  it('round-trips every valid HH:MM', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (h, m) => {
        const hhmm = `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
        expect(parseAppointmentTime(`${hhmm}:07+02`)).toEqual({ ok: true, time: hhmm });
        expect(timeToMinutes(hhmm)).toBe(h * 60 + m);
      }),
    );
  });

  it('reads any five characters as the pattern does: a plain HH:MM by its characters, everything else refused or parsed alike', () => {
    const char = fc.constantFrom(...'0123456789:+ aZ٣'.split(''));
    const viaPattern = (text: string) => {
      const parsed = parseAppointmentTime(text);
      return parsed.ok && parsed.time !== null ? Number(parsed.time.slice(0, 2)) * 60 + Number(parsed.time.slice(3, 5)) : null;
    };
    fc.assert(
      fc.property(fc.array(char, { minLength: 5, maxLength: 5 }), (chars) => {
        const text = chars.join('');
        expect(timeToMinutes(text), text).toBe(viaPattern(text));
      }),
      { numRuns: 5000 },
    );
    for (const text of ['24:00', '23:60', '9:30 ', ' 9:30', '09:3a', '٠٩:٣٠']) expect(timeToMinutes(text), text).toBe(viaPattern(text));
    expect(timeToMinutes('23:59')).toBe(1439);
    expect(timeToMinutes('24:00')).toBeNull();
  });
});

describe('formatTime12h', () => {
  it('writes 12-hour times', () => {
    expect(formatTime12h('14:30')).toBe('2:30 PM');
    expect(formatTime12h('09:00')).toBe('9:00 AM');
    expect(formatTime12h('00:15')).toBe('12:15 AM');
    expect(formatTime12h('12:00')).toBe('12:00 PM');
    expect(formatTime12h('23:59:00+00')).toBe('11:59 PM');
  });

  it('gives blank for no time and the text as given when unreadable', () => {
    expect(formatTime12h(null)).toBe('');
    expect(formatTime12h('')).toBe('');
    expect(formatTime12h('soon')).toBe('soon');
  });
});
