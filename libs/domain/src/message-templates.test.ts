import { describe, expect, it } from 'vitest';
import { fillTemplate, smsSegments, templateAtFullLength, templateFieldNames, unknownTemplateFields, unknownTemplateFieldsMessage } from './message-templates';

describe('message templates', () => {
  it('name their fields once each, in order, and the unknown ones apart', () => {
    const text = 'Hi {customer_first_name}, {pet_name} and {dog} and {pet_name|your pup} at {Salon}';
    expect(templateFieldNames(text)).toEqual(['customer_first_name', 'pet_name', 'dog', 'Salon']);
    expect(unknownTemplateFields(text)).toEqual(['dog', 'Salon']);
    expect(unknownTemplateFieldsMessage(['dog'])).toMatch(/^Unknown field \{dog\}; use \{customer_first_name\}/);
    expect(unknownTemplateFieldsMessage(['dog', 'x'])).toMatch(/^Unknown fields \{dog\}, \{x\};/);
  });

  it('fill each field, use the fallback for a missing one and close up the spaces an empty one leaves', () => {
    const text = 'Hi {customer_first_name}! {pet_name} is booked {date} at {time}. {manage_link}';
    expect(fillTemplate(text, { customer_first_name: 'Ana', pet_name: 'Max', date: 'Fri, Dec 4', time: '2:00 PM', manage_link: 'https://x/y' })).toBe(
      'Hi Ana! Max is booked Fri, Dec 4 at 2:00 PM. https://x/y',
    );
    expect(fillTemplate(text, { customer_first_name: '  ', pet_name: null, date: 'Fri, Dec 4', time: '2:00 PM' })).toBe(
      'Hi there! your dog is booked Fri, Dec 4 at 2:00 PM.',
    );
    expect(fillTemplate('See {salon} .', {})).toBe('See.');
    expect(fillTemplate('{unknown} stays', {})).toBe('{unknown} stays');
    expect(fillTemplate('Hi {customer_first_name|friend}, {pet_name|your pup}!', { pet_name: 'Max' })).toBe('Hi friend, Max!');
    expect(fillTemplate('Hi {customer_first_name|}!', {})).toBe('Hi!');
  });

  it('count segments as carriers do: 160 / 153 plain, 70 / 67 unicode, extended characters twice', () => {
    expect(smsSegments('').segments).toBe(0);
    expect(smsSegments('a'.repeat(160))).toEqual({ encoding: 'gsm', units: 160, segments: 1 });
    expect(smsSegments('a'.repeat(161)).segments).toBe(2);
    expect(smsSegments('a'.repeat(306)).segments).toBe(2);
    expect(smsSegments('a'.repeat(307)).segments).toBe(3);
    expect(smsSegments('€'.repeat(80))).toEqual({ encoding: 'gsm', units: 160, segments: 1 });
    expect(smsSegments('€'.repeat(81)).segments).toBe(2);
    expect(smsSegments('🐶'.repeat(35))).toEqual({ encoding: 'unicode', units: 70, segments: 1 });
    expect(smsSegments('é'.repeat(70) + '✂').segments).toBe(2);
  });

  it('judge a template at its fields\' usual widths', () => {
    expect(templateAtFullLength('{pet_name}!').length).toBe(13);
    expect(templateAtFullLength('{nope}')).toBe('{nope}');
  });
});
