import { countryOfNumber } from './sms-phone';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** "the United States and Canada": the allowed countries by name, as a sentence says them. */
function countriesInWords(countries: readonly string[]): string {
  const names = countries.map((code) => {
    const name = regionNames.of(code) ?? code;
    return name === 'United States' ? 'the United States' : name;
  });
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * Why the public pages refuse `phone` (E.164), or null when it is of an allowed country. Texts
 * to far-away numbers cost the most, which is what SMS pumping is after.
 */
export function allowedCountryError(phone: string, allowed: readonly string[]): string | null {
  const country = countryOfNumber(phone);
  if (country && allowed.includes(country)) return null;
  return `We can only text numbers in ${countriesInWords(allowed)}`;
}
