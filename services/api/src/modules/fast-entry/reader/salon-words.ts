/**
 * The vocabulary of a grooming salon's front desk, which tunes the built-in reader: the
 * words that carry no appointment detail, the words for a dog and its breed, the words that
 * announce a customer, a groomer or a price, and the other names of the services.
 */

const words = (text: string) => new Set(text.trim().split(/\s+/));

/** Words that are never a name, whatever their case. */
export const FUNCTION_WORDS = words(`
  a an the and or but so to of in on at by for from with without w into onto about around after before until till
  is are was were be been being am do does did have has had will would can could should shall may might must
  i me my we us our you your he him his she her they them their it its this that these those there here
  please pls thanks thank thx book booking booked schedule scheduled set up new appt appointment appointments
  also too plus then next same each every any some no not yes ok okay just more less very
  customer client owner groomer stylist dog dogs pup puppy puppies doggy doggo pet pets named called
  price priced charge charged cost costs fee rate total bring brings bringing
  time date day days week weeks month months today tomorrow tmrw tonight morning afternoon evening noon
  am pm minute minutes min mins hour hours hr hrs
  hi hey room spot space anything work works late early free open chance due possible best see come
`);

/** The salon's own words (services, sizes, grooming, temperament): never a name. */
export const SALON_TERMS = words(`
  bath baths wash bathe groom grooming groomed trim trimming cut haircut clip clipping nail nails ear ears teeth brush brushing
  deshed deshedding shave shaved shampoo conditioner blowout dry dryer dryers flea tick spa full half small large big little
  extra medium tiny huge giant xl sm lg service services package
  nervous anxious calm aggressive bites matted mats senior first last again usual regular quick short long
  needs need wants want drop dropping off pick pickup
`);

/**
 * Everyday words that are also people's or dogs' names (Will, Rose, Pepper...): a name only
 * where the sentence says it is one (after "dog", "for", "with"...), never on their own.
 */
export const EVERYDAY_NAMES = words(`
  will mark bill rose june april may august summer autumn winter spring sunny sky river stone dawn faith hope joy grace
  lucky bear honey sugar pepper ginger biscuit cookie peanut shadow angel blue
  good bad old young sweet
`);

/** Days and months: a date's words, and a name only when a customer or groomer of the company has it (April Jones). */
export const CALENDAR_WORDS = words(`
  monday tuesday wednesday thursday friday saturday sunday mon tue tues wed weds thu thur thurs fri sat sun
  january february march april may june july august september october november december
  jan feb mar apr jun jul aug sep sept oct nov dec
`);

/** How the desk asks for a visit ("wants Milo done", "and Bella again"): no note once the dog is read. */
export const REQUEST_WORDS = ['wants', 'needs', 'done', 'again', 'groomed'];

/** Words for the animal: "dog Bella", "pup: Max". */
export const DOG_WORDS = ['dog', 'doggy', 'doggo', 'pup', 'puppy', 'pet'];

/** Breeds and kinds of dog that stand before a dog's name ("her poodle Daisy") or after it ("Daisy the poodle"). */
export const BREED_WORDS = [
  'poodle',
  'toy poodle',
  'mini poodle',
  'standard poodle',
  'labrador',
  'lab',
  'golden retriever',
  'golden',
  'retriever',
  'doodle',
  'goldendoodle',
  'labradoodle',
  'bernedoodle',
  'cockapoo',
  'maltipoo',
  'shih tzu',
  'shihtzu',
  'yorkie',
  'yorkshire terrier',
  'terrier',
  'schnauzer',
  'beagle',
  'pug',
  'husky',
  'corgi',
  'dachshund',
  'doxie',
  'chihuahua',
  'maltese',
  'pomeranian',
  'pom',
  'collie',
  'border collie',
  'sheltie',
  'shepherd',
  'german shepherd',
  'aussie',
  'spaniel',
  'cocker spaniel',
  'cavalier',
  'bulldog',
  'frenchie',
  'boxer',
  'havanese',
  'bichon',
  'samoyed',
  'newfie',
  'great dane',
  'pitbull',
  'pittie',
  'mutt',
];

const BREED_TOKENS = new Set(BREED_WORDS.flatMap((breed) => breed.split(' ')));

/** The other names staff give the words of the services' names. */
export const SERVICE_SYNONYMS: Record<string, readonly string[]> = {
  'extra large': ['extra large', 'extra-large', 'x-large', 'x large', 'xlarge', 'xl', 'extra big'],
  large: ['large', 'lg', 'big'],
  small: ['small', 'sm', 'little', 'tiny', 'mini'],
  bath: ['bath', 'wash', 'bathe'],
};

/** Numbers staff write as words. */
export const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  'forty five': 45,
  'forty-five': 45,
  fifty: 50,
  sixty: 60,
  ninety: 90,
};

/**
 * A name-like word: letters that the salon's vocabulary uses for nothing else. An everyday
 * word (Rose, Pepper) counts only where the sentence says a name stands (`everydayAllowed`).
 */
export function isNameLike(norm: string, options: { everydayAllowed: boolean }): boolean {
  if (norm.length < 2 || !/^\p{L}+$/u.test(norm)) return false;
  if (FUNCTION_WORDS.has(norm) || SALON_TERMS.has(norm) || BREED_TOKENS.has(norm) || CALENDAR_WORDS.has(norm)) return false;
  return options.everydayAllowed || !EVERYDAY_NAMES.has(norm);
}

/** An alternation of phrases for a regular expression, longest first, spaces matching any run of spaces or a hyphen. */
export function alternation(phrases: readonly string[]): string {
  return [...phrases]
    .sort((a, b) => b.length - a.length)
    .map((phrase) => phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[\s-]+/g, '[\\s-]*'))
    .join('|');
}
