// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer } from '@groombook/contracts/testing';
import { nameCompanyInPolicy } from './privacy-policy-page';

const COMPANY_ID = '6f1c1f9e-3a55-4a59-9d1e-0c8b1f2f0a11';
const LEAD = 'How we handle your phone number and the text messages sent by <span id="company-name">your grooming salon</span> through GroomBook.';

async function openPolicy(search: string, fetcher: typeof fetch) {
  document.body.innerHTML = `<main><h1>SMS privacy policy</h1><p id="lead">${LEAD}</p></main>`;
  await nameCompanyInPolicy({ document, search, fetch: fetcher });
  return document.getElementById('lead')?.textContent?.replace(/\s+/g, ' ');
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the privacy policy page script', () => {
  it('names the company of ?company_id=', async () => {
    const fetcher = vi.fn(async () => answer(200, { success: true, company: { id: COMPANY_ID, name: 'Happy Paws Grooming' } }));
    const lead = await openPolicy(`?company_id=${COMPANY_ID}`, fetcher as unknown as typeof fetch);
    expect(lead).toBe('How we handle your phone number and the text messages sent by Happy Paws Grooming through GroomBook.');
    expect(fetcher).toHaveBeenCalledWith(`/api/companies?id=${COMPANY_ID}`, expect.anything());
  });

  it('leaves the generic wording without a company, asking nothing', async () => {
    const fetcher = vi.fn();
    const lead = await openPolicy('', fetcher as unknown as typeof fetch);
    expect(lead).toContain('sent by your grooming salon through GroomBook');
    expect(fetcher).not.toHaveBeenCalled();
  });

  it.each([
    ['an unknown company', () => answer(404, { success: false, message: 'Company not found' })],
    ['a failing API', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('leaves the generic wording for %s', async (_case, handler) => {
    const lead = await openPolicy(`?company_id=${COMPANY_ID}`, vi.fn(handler) as unknown as typeof fetch);
    expect(lead).toContain('sent by your grooming salon through GroomBook');
  });
});
