/**
 * A texting number (E.164) as people read it: North American numbers (+1) as (201) 555-0123,
 * the way the salons' customers write them; any other one as stored, which is already readable.
 */
export function formatSmsNumber(e164: string): string {
  const northAmerican = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return northAmerican ? `(${northAmerican[1]}) ${northAmerican[2]}-${northAmerican[3]}` : e164;
}
