import { describe, expect, it } from 'vitest';
import { notAllowedWords } from './not-allowed-page';

describe('the words of a page a role may not open', () => {
  it('name the page, the roles that may open it, and the admins of the salon to ask', () => {
    expect(notAllowedWords('Marketing', 'admin', 'Happy Paws Grooming')).toEqual([
      'Marketing is for admins.',
      'Ask an admin of Happy Paws Grooming if you need it.',
    ]);
    expect(notAllowedWords('Messages', 'staff', 'Happy Paws Grooming')).toEqual([
      'Messages is for staff and admins.',
      'Ask an admin of Happy Paws Grooming if you need it.',
    ]);
  });

  it("say 'your salon' until the company's name is known", () => {
    expect(notAllowedWords('Reports', 'admin', null)[1]).toBe('Ask an admin of your salon if you need it.');
  });

  it("send nobody to the salon's admins for a platform page", () => {
    expect(notAllowedWords('Audit Log', 'superadmin', 'Happy Paws Grooming')).toEqual(['Audit Log is for super admins.']);
  });
});
