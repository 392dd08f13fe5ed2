import { describe, expect, it } from 'vitest';
import { readSuggestion, type Thread } from './suggestion-reading';

const thread = (texts: string[], pets = [{ id: 'p-max', name: 'Max' }]): Thread => ({
  customer: { id: 'c-1', name: 'Dana Reyes' },
  texts,
  arrivedOn: '2026-05-06',
  pets,
  groomers: [{ id: 'g-kim', name: 'Kim Ashby' }],
  menu: [
    { id: 's-small', name: 'Small dog bath' },
    { id: 's-nails', name: 'Nail trim' },
  ],
});

describe("reading a customer's texts into a suggested appointment", () => {
  it("reads the dog among the customer's pets, the day from the text's arrival, the time, the groomer and the menu's services", () => {
    expect(readSuggestion(thread(['can Max come friday at 2 with Kim for a small dog bath and a nail trim?']))).toEqual({
      customer_id: 'c-1',
      customer_name: 'Dana Reyes',
      text: 'can Max come friday at 2 with Kim for a small dog bath and a nail trim?',
      pet_id: 'p-max',
      dog_name: 'Max',
      date: '2026-05-08',
      time: '14:00',
      groomer_id: 'g-kim',
      groomer_name: 'Kim Ashby',
      services: [
        { id: 's-small', name: 'Small dog bath' },
        { id: 's-nails', name: 'Nail trim' },
      ],
    });
  });

  it('takes the only pet when the text names none, and none of several', () => {
    expect(readSuggestion(thread(['anything tomorrow at 10?']))).toMatchObject({ pet_id: 'p-max', dog_name: 'Max', date: '2026-05-07', time: '10:00' });
    const two = [
      { id: 'p-max', name: 'Max' },
      { id: 'p-ruby', name: 'Ruby' },
    ];
    expect(readSuggestion(thread(['anything tomorrow at 10?'], two))).toMatchObject({ pet_id: null, dog_name: null });
  });

  it("writes a misspelt name as the customer's pet, and keeps a name none of them has as read", () => {
    expect(readSuggestion(thread(['can Mac come tomorrow at 3'], [{ id: 'p-mack', name: 'Mack' }]))).toMatchObject({ pet_id: null, dog_name: 'Mac' });
    expect(readSuggestion(thread(['can Bela come tomorrow at 3'], [{ id: 'p-bella', name: 'Bella' }]))).toMatchObject({ pet_id: 'p-bella', dog_name: 'Bella' });
    expect(readSuggestion(thread(['can Ziggy come tomorrow at 3']))).toMatchObject({ pet_id: null, dog_name: 'Ziggy' });
  });

  it('reads several texts together, and never takes a customer named in them', () => {
    const read = readSuggestion(thread(['Hi this is Maria Garcia', 'can Max come in', 'tomorrow at 4?']));
    expect(read).toMatchObject({ customer_id: 'c-1', customer_name: 'Dana Reyes', pet_id: 'p-max', date: '2026-05-07', time: '16:00' });
  });

  it('is null when the texts ask for nothing bookable', () => {
    for (const text of ['thanks!', 'STOP', 'see you then', 'Max loved it', '']) expect(readSuggestion(thread([text])), text).toBeNull();
    expect(readSuggestion(thread([]))).toBeNull();
  });
});
