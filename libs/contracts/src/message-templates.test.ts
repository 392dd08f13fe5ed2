import { describe, expect, it } from 'vitest';
import { messageTemplateSchema } from './message-templates';

describe('a message template', () => {
  const schema = messageTemplateSchema('Reminder');

  it('takes known fields and trims', () => {
    expect(schema.parse(' Hi {customer_first_name}, see you {date} at {time}. {manage_link} ')).toBe('Hi {customer_first_name}, see you {date} at {time}. {manage_link}');
  });

  it('refuses unknown fields by name, empty text, control characters and more than two segments once filled', () => {
    const refusal = (text: string) => schema.safeParse(text).error?.issues[0]?.message;
    expect(refusal('Hi {first_name} and {dog}')).toBe(
      'Unknown fields {first_name}, {dog}; use {customer_first_name}, {pet_name}, {date}, {time}, {salon}, {manage_link}',
    );
    expect(refusal('  ')).toBe('Reminder is required');
    expect(refusal('Hi\u0007')).toMatch(/^Reminder /);
    expect(refusal(`${'a'.repeat(240)} {manage_link}`)).toBe('Reminder is too long: 3 SMS segments once filled in (at most 2)');
    expect(schema.safeParse(`${'a'.repeat(200)} {manage_link}`).success).toBe(true);
  });
});
