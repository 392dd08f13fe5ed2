import type { NameIndex } from './name-index';
import { ownsADog } from './dogs';
import { cuedBy, loneName, nameAt, takePerson, wholeName, type PersonRead } from './people';
import { isNameLike } from './salon-words';
import type { Sentence } from './sentence';

/** Words that say a customer's name follows: "for Maria", "customer: Garcia". */
const CUSTOMER_CUE = /(?:\bfor|\bcustomer|\bclient|\bowner|\bcust)\s*[:-]?\s*$/i;
/** Words that say a groomer's name follows, whatever it is: "groomer Sam". */
const GROOMER_CUE = /(?:\bgroomer|\bstylist|\bassign(?:ed)?\s+to|\bgroomed\s+by)\s*[:-]?\s*$/i;
/** Words after which a groomer's name may follow: "with Sam", "w/ Sam", "by Sam". */
const GROOMER_HINT = /(?:\bwith|\bw\/?|\bby)\s*[:-]?\s*$/i;
/** A first part set off by a dash: "Priya Patel - Coco - tomorrow 3pm". */
const LEADING_PART = /^\s*[\p{L}'’. ]+?\s+[-–—|:]\s/u;

/**
 * The customer: a whole name of one of the company's customers anywhere in the sentence,
 * else the name where the sentence puts one ("for Maria", "Maria's poodle", a first part set
 * off by a dash).
 */
export function readCustomer(sentence: Sentence, customers: NameIndex): PersonRead | null {
  const whole = wholeName(sentence, customers);
  if (whole) return takePerson(sentence, whole);
  for (const [i, word] of sentence.words.entries()) {
    if (!sentence.wordIsFree(word)) continue;
    const leads = i === 0 && LEADING_PART.test(sentence.text);
    if (!leads && !cuedBy(sentence, word, CUSTOMER_CUE) && !ownsADog(sentence, i)) continue;
    const person = nameAt(sentence, customers, i);
    if (person) return takePerson(sentence, person);
  }
  return null;
}

/** A customer's name written alone, without a cue ("Garcia, tomorrow 3pm"), when exactly one customer has it. */
export function readLoneCustomer(sentence: Sentence, customers: NameIndex): PersonRead | null {
  const person = loneName(sentence, customers);
  return person ? takePerson(sentence, person) : null;
}

/**
 * The groomer, where the sentence names one: after "groomer" (whoever it is), after "with"
 * or "by" (one of the company's groomers), or a groomer's whole name anywhere.
 */
export function readGroomer(sentence: Sentence, groomers: NameIndex): PersonRead | null {
  for (const [i, word] of sentence.words.entries()) {
    if (!sentence.wordIsFree(word)) continue;
    const named = cuedBy(sentence, word, GROOMER_CUE);
    if (!named && !cuedBy(sentence, word, GROOMER_HINT)) continue;
    const person = nameAt(sentence, groomers, i, !named);
    if (person) return takePerson(sentence, person);
  }
  const whole = wholeName(sentence, groomers);
  return whole ? takePerson(sentence, whole) : null;
}

/** A groomer named by one word of their name alone ("... Sam 85"), when it is one groomer's and not an everyday word. */
export function readLoneGroomer(sentence: Sentence, groomers: NameIndex): PersonRead | null {
  for (const [i, word] of sentence.words.entries()) {
    if (word.isNumber || !sentence.wordIsFree(word) || !isNameLike(word.norm, { everydayAllowed: false })) continue;
    const person = nameAt(sentence, groomers, i, true);
    if (person?.id) return takePerson(sentence, person);
  }
  return null;
}
