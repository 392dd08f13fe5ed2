import type { NamedRecord } from '../reader/name-index';
import { nameTokens } from '../reader/sentence';
import { SENTENCE_CUSTOMERS, SENTENCES } from './sentences';

const FIRST_NAMES = `James Robert John Michael David William Richard Joseph Thomas Charles Christopher Matthew Anthony
  Donald Steven Paul Andrew Joshua Kenneth Brian George Timothy Ronald Edward Jason Jeffrey Ryan Jacob Gary Nicholas
  Eric Jonathan Stephen Larry Justin Scott Brandon Benjamin Samuel Gregory Alexander Patrick Frank Raymond Jack Dennis
  Jerry Tyler Aaron Henry Adam Douglas Nathan Peter Zachary Kyle Walter Harold Jeremy Ethan Carl Keith Roger Gerald
  Christian Terry Sean Arthur Austin Noah Lawrence Jesse Joe Bryan Billy Jordan Albert Dylan Bruce Gabriel Logan
  Patricia Jennifer Linda Elizabeth Barbara Susan Jessica Sarah Karen Nancy Lisa Betty Margaret Sandra Ashley Kimberly
  Donna Michelle Carol Amanda Dorothy Melissa Deborah Stephanie Rebecca Sharon Laura Cynthia Kathleen Amy Angela
  Shirley Anna Brenda Pamela Nicole Samantha Katherine Christine Helen Debra Rachel Carolyn Janet Catherine Maria
  Heather Diane Ruth Julie Olivia Joyce Virginia Victoria Kelly Lauren Christina Joan Evelyn Judith Megan Andrea
  Cheryl Hannah Jacqueline Martha Gloria Teresa Ann Madison Frances Kathryn Janice Jean Abigail Alice Judy Sophia
  Denise Amber Doris Marilyn Danielle Beverly Isabella Theresa Diana Natalie Brittany Charlotte Marie Kayla Alexis Lori`;

const LAST_NAMES = `Smith Johnson Williams Brown Jones Miller Davis Rodriguez Martinez Hernandez Lopez Gonzalez Wilson
  Anderson Thomas Taylor Moore Jackson Martin Lee Perez Thompson White Harris Sanchez Clark Ramirez Lewis Robinson
  Walker Young Allen King Wright Scott Torres Nguyen Hill Flores Green Adams Nelson Baker Hall Rivera Campbell Mitchell
  Carter Roberts Gomez Phillips Evans Turner Diaz Parker Cruz Edwards Collins Reyes Stewart Morris Morales Murphy Cook
  Rogers Gutierrez Ortiz Morgan Cooper Peterson Bailey Reed Kelly Howard Ramos Kim Cox Ward Richardson Watson Brooks
  Chavez Wood James Bennett Gray Mendoza Ruiz Hughes Price Alvarez Castillo Sanders Patel Myers Long Ross Foster
  Jimenez Powell Jenkins Perry Russell Sullivan Bell Coleman Butler Henderson Barnes Gonzales Fisher Vasquez Simmons
  Romero Jordan Patterson Alexander Hamilton Graham Reynolds Griffin Wallace Moreno West Cole Hayes Bryant Herrera
  Gibson Ellis Tran Medina Aguilar Stevens Murray Ford Castro Marshall Owens Harrison Fernandez McDonald Woods
  Washington Kennedy Wells Vargas Henry Chen Freeman Webb Tucker Guzman Burns Crawford Olson Simpson Porter Hunter`;

/** Every word the measured sentences and their customers use: no customer of the crowd may have one of them in their name. */
function wordsOfTheSentences(): Set<string> {
  const used = new Set<string>();
  for (const [sentence] of SENTENCES) for (const token of nameTokens(sentence)) used.add(token);
  for (const customer of SENTENCE_CUSTOMERS) for (const token of nameTokens(customer.name ?? '')) used.add(token);
  return used;
}

/** A small, fast, seeded generator: the same crowd on every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/**
 * `count` customers with common American first and last names (pairs repeat, as in a real
 * salon's list), none of them sharing a word with the measured sentences, so the sentences
 * still name exactly the customers they name while the reader searches a company of that size.
 */
export function crowdOfCustomers(count: number): NamedRecord[] {
  const used = wordsOfTheSentences();
  const pool = (names: string) => names.split(/\s+/).filter((name) => name && !nameTokens(name).some((token) => used.has(token)));
  const firsts = pool(FIRST_NAMES);
  const lasts = pool(LAST_NAMES);
  const random = seeded(20_260_311);
  return Array.from({ length: count }, (_, i) => ({
    id: `00000000-0000-4000-9000-${String(i).padStart(12, '0')}`,
    name: `${firsts[Math.floor(random() * firsts.length)]} ${lasts[Math.floor(random() * lasts.length)]}`,
  }));
}
