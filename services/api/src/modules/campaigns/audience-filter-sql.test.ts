import { describe, expect, it } from 'vitest';
import { audienceFilterConditions } from './audience-filter-sql';

const rule = { no_visit_weeks: null, visited_from: null, visited_to: null, dog_sizes: [], breed: null };

describe('audienceFilterConditions', () => {
  it('no visit in N weeks counts back 7 × N days from the salon’s today, numbering parameters from the first given', () => {
    const { conditions, params } = audienceFilterConditions({ ...rule, no_visit_weeks: 6 }, '2026-03-15', 2);
    expect(params).toEqual(['2026-02-01', '2026-03-15']);
    expect(conditions).toHaveLength(1);
    expect(conditions[0]).toContain('NOT EXISTS');
    expect(conditions[0]).toContain("NOT IN ('cancelled', 'no_show')");
    expect(conditions[0]).toContain('a.date > $2::date AND a.date <= $3::date');
  });

  it('a visit between two dates takes both days', () => {
    const { conditions, params } = audienceFilterConditions({ ...rule, visited_from: '2026-01-01', visited_to: '2026-01-31' }, '2026-03-15', 4);
    expect(params).toEqual(['2026-01-01', '2026-01-31']);
    expect(conditions[0]).toContain('BETWEEN $4::date AND $5::date');
  });

  it('size and breed ask for one dog that is both, the breed in any case and trimmed', () => {
    const { conditions, params } = audienceFilterConditions({ ...rule, dog_sizes: ['small', 'medium'], breed: ' Poodle ' }, '2026-03-15', 2);
    expect(params).toEqual([['small', 'medium'], 'Poodle']);
    expect(conditions).toHaveLength(1);
    expect(conditions[0]).toContain('p.size = ANY($2::text[]) AND lower(btrim(p.breed)) = lower($3)');
  });

  it('every part given applies', () => {
    const { conditions, params } = audienceFilterConditions({ no_visit_weeks: 1, visited_from: '2025-01-01', visited_to: '2025-12-31', dog_sizes: ['large'], breed: null }, '2026-03-15', 2);
    expect(conditions).toHaveLength(3);
    expect(params).toHaveLength(5);
  });
});
