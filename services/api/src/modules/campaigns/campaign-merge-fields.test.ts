import { describe, expect, it } from 'vitest';
import type { EntityManager } from 'typeorm';
import { fillTemplate } from '@groombook/domain';
import { SMS_BODY_MAX_LENGTH } from '@groombook/contracts';
import type { AppointmentLinks } from '../appointment-links/appointment-links.service';
import { CampaignMergeFields, dogNames, fitBody } from './campaign-merge-fields';

/** A manager that answers the two reads of the fields and keeps every statement it was sent. */
function recordingManager() {
  const statements: { sql: string; params: unknown[] }[] = [];
  const manager = {
    query: async (sql: string, params: unknown[] = []) => {
      statements.push({ sql, params });
      if (sql.includes('FROM companies')) return [{ name: 'Happy Paws', time_zone: 'America/New_York' }];
      return [{ customer_id: 'u1', customer_name: 'Ann Lee', pet_names: ['Max'], appointment_id: null, date: null, time: null }];
    },
  } as unknown as EntityManager;
  return { manager, statements };
}

const links = { issue: async () => 'token', url: (token: string) => `https://salon.example/a/${token}` } as unknown as AppointmentLinks;
const NOW = new Date('2026-11-27T15:00:00Z');

describe('campaign merge fields', () => {
  it('says the dogs as people do: one, two with "and", several with commas', () => {
    expect(dogNames([])).toBe('');
    expect(dogNames(['Max'])).toBe('Max');
    expect(dogNames(['Max', ' Bella '])).toBe('Max and Bella');
    expect(dogNames(['Max', 'Bella', 'Rex'])).toBe('Max, Bella and Rex');
  });

  it('fills a campaign template per recipient, a missing dog by the template’s fallback or the default one', () => {
    const template = 'Hi {customer_first_name}, {pet_name|your pup} is due a bath';
    expect(fillTemplate(template, { customer_first_name: 'Ann', pet_name: dogNames(['Max', 'Bella']) })).toBe('Hi Ann, Max and Bella is due a bath');
    expect(fillTemplate(template, { customer_first_name: 'Bob', pet_name: dogNames([]) })).toBe('Hi Bob, your pup is due a bath');
    expect(fillTemplate('{pet_name} misses you', { pet_name: '' })).toBe('your dog misses you');
  });

  it('cuts a filled message to what one SMS body may hold', () => {
    expect(fitBody('short')).toBe('short');
    expect(fitBody('x'.repeat(SMS_BODY_MAX_LENGTH + 40))).toHaveLength(SMS_BODY_MAX_LENGTH);
  });

  it('reads nothing for a message without fields, and only what the fields it names need', async () => {
    const fields = new CampaignMergeFields(links);
    const none = recordingManager();
    expect(await fields.valuesFor(none.manager, 'c1', 'Spring baths 20% off {not_a_field}', ['u1'], NOW)).toEqual(new Map());
    expect(none.statements).toEqual([]);

    const name = recordingManager();
    const values = await fields.valuesFor(name.manager, 'c1', 'Hi {customer_first_name}', ['u1'], NOW);
    expect(values.get('u1')).toMatchObject({ customer_first_name: 'Ann', salon: 'Happy Paws' });
    const byName = name.statements.find((statement) => statement.sql.includes('FROM customers'));
    expect(byName?.sql).not.toMatch(/FROM pets|FROM appointments/);
    expect(byName?.params).toEqual(['c1', ['u1']]);

    const all = recordingManager();
    await fields.valuesFor(all.manager, 'c1', '{pet_name} is due on {date} at {time}', ['u1'], NOW);
    const full = all.statements.find((statement) => statement.sql.includes('FROM customers'));
    expect(full?.sql).toMatch(/FROM pets/);
    expect(full?.sql).toMatch(/FROM appointments/);
    // The salon's date and time of day, for the next appointment.
    expect(full?.params).toEqual(['c1', ['u1'], '2026-11-27', '10:00']);
  });
});
