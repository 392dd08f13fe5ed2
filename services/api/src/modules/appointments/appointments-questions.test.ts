import { describe, expect, it } from 'vitest';
import { appointmentsQuestionOf, type AppointmentsQuestion } from './appointments-questions';

const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
const ask = (search: string) => appointmentsQuestionOf(Object.fromEntries(new URLSearchParams(search)));

describe('GET /api/appointments: the question a query asks', () => {
  it('picks each question from the URL shapes clients send', () => {
    const shapes: [string, AppointmentsQuestion][] = [
      [`id=${id}`, 'byId'],
      ['year=2026&month=3&limit=200&offset=0', 'month'],
      ['year=2026&month=3', 'month'],
      [`year=2026&month=3&limit=200&offset=200&customer_id=${id}`, 'month'],
      [`customer_id=${id}&start_date=2026-03-04`, 'customerFuture'],
      [`customer_id=${id}&end_date=2026-03-04`, 'customerPast'],
      ['start_date=2026-03-04&limit=1000', 'upcomingCount'],
      ['start_date=2026-03-04', 'upcomingCount'],
      ['date=2026-03-04', 'day'],
      ['date=today', 'day'],
    ];
    for (const [search, question] of shapes) expect(ask(search), search).toBe(question);
  });

  it('picks the question by its keys alone, leaving the values to its schema', () => {
    expect(ask('id=nope')).toBe('byId');
    expect(ask('year=0&month=13')).toBe('month');
    expect(ask('start_date=21-11-2026&limit=5000')).toBe('upcomingCount');
    expect(ask('date=yesterday')).toBe('day');
  });

  it('finds none for a mix of two questions, a missing key or a key no question takes', () => {
    const none = [
      '',
      `customer_id=${id}`,
      `customer_id=${id}&start_date=2026-03-04&end_date=2026-03-04`,
      `id=${id}&year=2026&month=3`,
      'year=2026',
      'month=3',
      `customer_id=${id}&start_date=2026-03-04&limit=1000`,
      'end_date=2026-03-04',
      'start_date=2026-03-04&offset=10',
      `id=${id}&debug=1`,
      'date=2026-03-04&start_date=2026-03-04',
      'date=today&limit=10',
    ];
    for (const search of none) expect(ask(search), search).toBeUndefined();
  });
});
