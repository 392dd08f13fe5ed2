import { describe, expect, it } from 'vitest';
import { zonedInstant } from '../../../core/clock/company-time';
import { inMarketingWindow, nextWindowOpening } from './quiet-hours';

const NY = 'America/New_York';

describe('the marketing window', () => {
  const at = (local: string) => zonedInstant(local.slice(0, 10), local.slice(11), NY);

  it('is open from 08:00 to 21:00 company time', () => {
    expect(inMarketingWindow(at('2026-05-04T07:59'), NY)).toBe(false);
    expect(inMarketingWindow(at('2026-05-04T08:00'), NY)).toBe(true);
    expect(inMarketingWindow(at('2026-05-04T20:59'), NY)).toBe(true);
    expect(inMarketingWindow(at('2026-05-04T21:00'), NY)).toBe(false);
  });

  it('opens next at 08:00 the same morning before then, else the next morning', () => {
    expect(nextWindowOpening(at('2026-05-04T05:00'), NY).toISOString()).toBe(at('2026-05-04T08:00').toISOString());
    expect(nextWindowOpening(at('2026-05-04T22:00'), NY).toISOString()).toBe(at('2026-05-05T08:00').toISOString());
    expect(nextWindowOpening(at('2026-12-31T23:30'), NY).toISOString()).toBe(at('2027-01-01T08:00').toISOString());
  });
});
