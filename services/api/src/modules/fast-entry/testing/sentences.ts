import { FAST_ENTRY_FIELDS, type FastEntryDetails } from '@groombook/contracts';
import type { NamedRecord } from '../reader/name-index';

/**
 * The sentences the built-in reader is measured on, as a salon's front desk types them, each
 * with every detail it must give (null where the sentence says nothing). Used by the unit
 * tests and by bench/fast-entry.mjs.
 */

/** The company's today in these sentences: Wednesday 11 March 2026. */
export const SENTENCES_TODAY = '2026-03-11';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const SENTENCE_CUSTOMERS: NamedRecord[] = [
  'Maria Garcia',
  'Maria Lopez',
  'Priya Patel',
  'Will Turner',
  'April Jones',
  'José Hernández',
  "Sean O'Brien",
  'Mary Ann Smith',
  'Rose Baker',
  'Summer Day',
  'Tom Nguyen',
  'Olivia Brown',
  'Daniel Kim',
  'Grace Wilson',
  'Mark Price',
  'Emily Chen',
  'Liam Johnson',
  'Sophia Rossi',
  'Hannah Schmidt',
  'Carlos Mendoza',
  'Jennifer Walsh',
  "Kevin O'Connor",
  'Aisha Rahman',
  'Ben Carter',
  'Lucy Park',
  'John Smith',
  'Linda Chen',
  'Maria Gonzales',
  'Sam Ortiz',
].map((name, i) => ({ id: id(1000 + i), name }));

export const SENTENCE_GROOMERS: NamedRecord[] = ['Sam Chen', 'Bella Martinez', 'Jordan Lee', 'Sarah Kim'].map((name, i) => ({ id: id(2000 + i), name }));

/** What a sentence must give: `customer`/`groomer` name a record above, `customerName`/`groomerName` a name that is none of them. */
export interface Expected {
  customer?: string;
  customerName?: string;
  dog?: string;
  date?: string;
  time?: string;
  groomer?: string;
  groomerName?: string;
  price?: number;
  duration?: number;
  notes?: string;
}

export const SENTENCES: [string, Expected][] = [
  // Whole sentences in the forms staff type
  ['Bella for Maria Garcia tomorrow at 2pm with Sam, small dog bath', { customer: 'Maria Garcia', dog: 'Bella', date: '03/12/2026', time: '14:00', groomer: 'Sam Chen', price: 80, notes: 'Small dog bath' }],
  ["maria garcia's poodle daisy friday 10am w/ bella 45 min", { customer: 'Maria Garcia', dog: 'Daisy', date: '03/13/2026', time: '10:00', groomer: 'Bella Martinez', duration: 45 }],
  ['Priya Patel - Coco - 3/14 3pm - Jordan - large dog bath', { customer: 'Priya Patel', dog: 'Coco', date: '03/14/2026', time: '15:00', groomer: 'Jordan Lee', price: 100, notes: 'Large dog bath' }],
  ['Will Turner will bring Max on monday at 11 with Sarah', { customer: 'Will Turner', dog: 'Max', date: '03/16/2026', time: '11:00', groomer: 'Sarah Kim' }],
  ['April Jones, dog Luna, May 3 at 11am', { customer: 'April Jones', dog: 'Luna', date: '05/03/2026', time: '11:00' }],
  ['tmrw 9:30 sean obrien bath for his doodle Ziggy w jordan', { customer: "Sean O'Brien", dog: 'Ziggy', date: '03/12/2026', time: '09:30', groomer: 'Jordan Lee', notes: 'bath' }],
  ['Jose Hernandez next tuesday 2:30 with bella martinez for a large bath $95', { customer: 'José Hernández', date: '03/17/2026', time: '14:30', groomer: 'Bella Martinez', price: 95, notes: 'Large dog bath' }],
  ['Summer Day on march 20 at noon, extra large dog bath, 2 hours', { customer: 'Summer Day', date: '03/20/2026', time: '12:00', price: 120, duration: 120, notes: 'Extra large dog bath' }],
  ["Rose Baker's shih tzu Peanut in 3 days 1pm, Jordan, 60 min", { customer: 'Rose Baker', dog: 'Peanut', date: '03/14/2026', time: '13:00', groomer: 'Jordan Lee', duration: 60 }],
  ['book mark price tomorrow 4pm dog biscuit price 70', { customer: 'Mark Price', dog: 'Biscuit', date: '03/12/2026', time: '16:00', price: 70 }],
  ['Grace Wilson 3/20 10:30 groomer Sarah, nails only', { customer: 'Grace Wilson', date: '03/20/2026', time: '10:30', groomer: 'Sarah Kim', notes: 'nails only' }],
  ['olivia brown - max - sat 9am - sam - 80', { customer: 'Olivia Brown', dog: 'Max', date: '03/14/2026', time: '09:00', groomer: 'Sam Chen', price: 80 }],
  ['Daniel Kim friday 3 with Sam 85', { customer: 'Daniel Kim', date: '03/13/2026', time: '15:00', groomer: 'Sam Chen', price: 85 }],
  ['emily chen next wed 11:15, bath and nail trim, 90 minutes, $80', { customer: 'Emily Chen', date: '03/18/2026', time: '11:15', price: 80, duration: 90, notes: 'bath and nail trim' }],
  ['Liam Johnson 2026-04-02 14:00 jordan lee 1.5 hours', { customer: 'Liam Johnson', date: '04/02/2026', time: '14:00', groomer: 'Jordan Lee', duration: 90 }],
  ['Coco for Priya tomorrow 10am', { customer: 'Priya Patel', dog: 'Coco', date: '03/12/2026', time: '10:00' }],
  ['bella for maria tomorrow 3pm', { customerName: 'Maria', dog: 'Bella', date: '03/12/2026', time: '15:00' }],
  ["Jenny's lab Duke on the 20th at 4", { customerName: 'Jenny', dog: 'Duke', date: '03/20/2026', time: '16:00' }],
  ['walk-in: sophia rossi, golden retriever named Sunny, today 5:30pm, deshed, 2.5 hours', { customer: 'Sophia Rossi', dog: 'Sunny', date: '03/11/2026', time: '17:30', duration: 150, notes: 'walk-in, deshed' }],
  ['Hannah Schmidt thursday 10 am small bath w/ Sarah', { customer: 'Hannah Schmidt', date: '03/12/2026', time: '10:00', groomer: 'Sarah Kim', price: 80, notes: 'Small dog bath' }],
  ['carlos mendoza 3:30 in the afternoon on friday, bernedoodle Teddy', { customer: 'Carlos Mendoza', dog: 'Teddy', date: '03/13/2026', time: '15:30' }],
  ['Aisha Rahman Sat noon pup Milo 45min Jordan $65', { customer: 'Aisha Rahman', dog: 'Milo', date: '03/14/2026', time: '12:00', groomer: 'Jordan Lee', price: 65, duration: 45 }],
  ['ben carter, biscuit, 6/1 11am, sam chen, xl bath', { customer: 'Ben Carter', dog: 'Biscuit', date: '06/01/2026', time: '11:00', groomer: 'Sam Chen', price: 120, notes: 'Extra large dog bath' }],
  ['Lucy Park in a week at 2 for a small dog bath 30 minutes', { customer: 'Lucy Park', date: '03/18/2026', time: '14:00', price: 80, duration: 30, notes: 'Small dog bath' }],
  ['kevin oconnor 4/15 1:45pm', { customer: "Kevin O'Connor", date: '04/15/2026', time: '13:45' }],
  ['Jennifer Walsh two hours tomorrow 9 with Bella, matted coat', { customer: 'Jennifer Walsh', date: '03/12/2026', time: '09:00', groomer: 'Bella Martinez', duration: 120, notes: 'matted coat' }],
  ["Jordan Lee w/ Olivia Brown's beagle Rusty at 11 next monday", { customer: 'Olivia Brown', dog: 'Rusty', date: '03/16/2026', time: '11:00', groomer: 'Jordan Lee' }],
  ['Daniel Kim 1:15 tmrw w/ sarah, 80$', { customer: 'Daniel Kim', date: '03/12/2026', time: '13:15', groomer: 'Sarah Kim', price: 80 }],
  ['Sophia Rossi, Luna, Friday the 20th, 9:30am, Bella', { customer: 'Sophia Rossi', dog: 'Luna', date: '03/20/2026', time: '09:30', groomer: 'Bella Martinez' }],
  ["Bella Martinez has Daniel Kim's pug Otis at 3 on friday", { customer: 'Daniel Kim', dog: 'Otis', date: '03/13/2026', time: '15:00', groomer: 'Bella Martinez' }],
  ["Emily Chen's maltipoo Nala 3/30 at 1 with sarah kim, first groom, very nervous", { customer: 'Emily Chen', dog: 'Nala', date: '03/30/2026', time: '13:00', groomer: 'Sarah Kim', notes: 'first groom, very nervous' }],
  ['Will Turner thurs 10am small dog bath $85 45 mins w/ Jordan', { customer: 'Will Turner', date: '03/12/2026', time: '10:00', groomer: 'Jordan Lee', price: 85, duration: 45, notes: 'Small dog bath' }],
  ['Daisy the poodle for Maria Garcia, 3/18 at 10:15', { customer: 'Maria Garcia', dog: 'Daisy', date: '03/18/2026', time: '10:15' }],
  ['Gracie (golden) for Grace Wilson tomorrow 9:45', { customer: 'Grace Wilson', dog: 'Gracie', date: '03/12/2026', time: '09:45' }],
  ['priya patel coco fri 2 sam 90', { customer: 'Priya Patel', dog: 'Coco', date: '03/13/2026', time: '14:00', groomer: 'Sam Chen', price: 90 }],
  ['Sam tomorrow 2pm Maria Garcia Bella', { customer: 'Maria Garcia', dog: 'Bella', date: '03/12/2026', time: '14:00', groomer: 'Sam Chen' }],
  ['book daisy in for a bath with jordan thursday at noon', { dog: 'Daisy', date: '03/12/2026', time: '12:00', groomer: 'Jordan Lee', notes: 'bath' }],
  ["Coco's bath tomorrow 3pm", { dog: 'Coco', date: '03/12/2026', time: '15:00', notes: 'bath' }],
  ['Max nail trim 4pm friday w Sam', { dog: 'Max', date: '03/13/2026', time: '16:00', groomer: 'Sam Chen', notes: 'nail trim' }],
  ["Carlos Mendoza's dog tomorrow 2pm", { customer: 'Carlos Mendoza', date: '03/12/2026', time: '14:00' }],
  ["Liam Johnson's Frenchie Gus, 8/15, 9am, Jordan", { customer: 'Liam Johnson', dog: 'Gus', date: '08/15/2026', time: '09:00', groomer: 'Jordan Lee' }],
  ["Nguyen's husky Blue friday 9", { customer: 'Tom Nguyen', dog: 'Blue', date: '03/13/2026', time: '09:00' }],

  // Misspelt names
  ['Mraia Garcia tomorrow 11am', { customer: 'Maria Garcia', date: '03/12/2026', time: '11:00' }],
  ['Pryia Patle - Coco - fri 2pm', { customer: 'Priya Patel', dog: 'Coco', date: '03/13/2026', time: '14:00' }],
  ["Jose Hernadez's yorkie Pepper monday 8:30am", { customer: 'José Hernández', dog: 'Pepper', date: '03/16/2026', time: '08:30' }],
  ['emly chen 10/3 at 10', { customer: 'Emily Chen', date: '10/03/2026', time: '10:00' }],
  ["Sean O'Brein tuesday 4:15pm", { customer: "Sean O'Brien", date: '03/17/2026', time: '16:15' }],
  ['Olivia Brwon fri 1pm small bath', { customer: 'Olivia Brown', date: '03/13/2026', time: '13:00', price: 80, notes: 'Small dog bath' }],
  ['Hanna Schmitt sat 10 with Jordon', { customer: 'Hannah Schmidt', date: '03/14/2026', time: '10:00', groomer: 'Jordan Lee' }],
  ['Carlos Mendosa tomorrow 3pm w/ Sara', { customer: 'Carlos Mendoza', date: '03/12/2026', time: '15:00', groomer: 'Sarah Kim' }],
  ['jenifer walsh fri 11am', { customer: 'Jennifer Walsh', date: '03/13/2026', time: '11:00' }],

  // Names that are also common words
  ['Will is bringing Rose at 3', { dog: 'Rose', time: '15:00' }],
  ['mark it paid, Grace Wilson tomorrow 2pm', { customer: 'Grace Wilson', date: '03/12/2026', time: '14:00', notes: 'mark it paid' }],
  ['june 5 for April Jones at 10:30', { customer: 'April Jones', date: '06/05/2026', time: '10:30' }],
  ['may need a nail trim - Summer Day friday 11', { customer: 'Summer Day', date: '03/13/2026', time: '11:00', notes: 'need a nail trim' }],
  ['Rose Baker sunday 1pm, bath for a large dog', { customer: 'Rose Baker', date: '03/15/2026', time: '13:00', price: 100, notes: 'Large dog bath' }],
  ['sat 11 dog pepper for tom nguyen', { customer: 'Tom Nguyen', dog: 'Pepper', date: '03/14/2026', time: '11:00' }],
  ['Summer Day in two weeks 3:45pm 45 min with Bella Martinez', { customer: 'Summer Day', date: '03/25/2026', time: '15:45', groomer: 'Bella Martinez', duration: 45 }],
  ['Will Turner', { customer: 'Will Turner' }],
  ['the usual for Rose Baker', { customer: 'Rose Baker', notes: 'usual' }],

  // Dates and times in their many forms
  ['tom nguyen day after tomorrow 2pm', { customer: 'Tom Nguyen', date: '03/13/2026', time: '14:00' }],
  ['2-3:30pm Tuesday, Carlos Mendoza, Sam', { customer: 'Carlos Mendoza', date: '03/17/2026', time: '14:00', groomer: 'Sam Chen', duration: 90 }],
  ['from 10 to 11:30 am friday Aisha Rahman', { customer: 'Aisha Rahman', date: '03/13/2026', time: '10:00', duration: 90 }],
  ['Ben Carter 12/24 half past 2', { customer: 'Ben Carter', date: '12/24/2026', time: '14:30' }],
  ['quarter to 11 tomorrow Lucy Park', { customer: 'Lucy Park', date: '03/12/2026', time: '10:45' }],
  ['Hannah Schmidt mon 11 o\'clock 75 dollars', { customer: 'Hannah Schmidt', date: '03/16/2026', time: '11:00', price: 75 }],
  ['priya patel next friday 4:45 price 110 with jordan', { customer: 'Priya Patel', date: '03/20/2026', time: '16:45', groomer: 'Jordan Lee', price: 110 }],
  ['appt for Mary Smith tomorrow at 1', { customer: 'Mary Ann Smith', date: '03/12/2026', time: '13:00' }],
  ['mary ann smith 4/1 2pm', { customer: 'Mary Ann Smith', date: '04/01/2026', time: '14:00' }],
  ['Tomorrow 11:00 Will Turner', { customer: 'Will Turner', date: '03/12/2026', time: '11:00' }],
  ['carlos mendoza wed 10', { customer: 'Carlos Mendoza', date: '03/18/2026', time: '10:00' }],
  ['lucy park today 6', { customer: 'Lucy Park', date: '03/11/2026', time: '18:00' }],
  ['hannah schmidt 10a fri', { customer: 'Hannah Schmidt', date: '03/13/2026', time: '10:00' }],
  ['Maria Lopez at 3p', { customer: 'Maria Lopez', time: '15:00' }],
  ['Aisha Rahman 3/14/2026 at 9am by Jordan', { customer: 'Aisha Rahman', date: '03/14/2026', time: '09:00', groomer: 'Jordan Lee' }],
  ['Kevin O\'Connor sat at 9 for an hour and a half', { customer: "Kevin O'Connor", date: '03/14/2026', time: '09:00', duration: 90 }],
  ['Grace Wilson on the 2nd at 3:15 in the afternoon', { customer: 'Grace Wilson', date: '04/02/2026', time: '15:15' }],
  ['Tom Nguyen weds at 9 in the morning', { customer: 'Tom Nguyen', date: '03/18/2026', time: '09:00' }],
  ['Ben Carter March 3rd 2027 noon', { customer: 'Ben Carter', date: '03/03/2027', time: '12:00' }],
  ['sophia rossi next week', { customer: 'Sophia Rossi' }],

  // Prices, services and durations in several forms
  ['Tom Nguyen 3/14 2pm 100', { customer: 'Tom Nguyen', date: '03/14/2026', time: '14:00', price: 100 }],
  ['Olivia Brown 11am tomorrow 50 min 90 dollars', { customer: 'Olivia Brown', date: '03/12/2026', time: '11:00', price: 90, duration: 50 }],
  ['Will Turner at 10 for 1 hr 15 min', { customer: 'Will Turner', time: '10:00', duration: 75 }],
  ['friday at 5 for Aisha Rahman, $60, full groom, 3 hours', { customer: 'Aisha Rahman', date: '03/13/2026', time: '17:00', price: 60, duration: 180, notes: 'full groom' }],
  ['Lucy Park charge $92.50 extra-large bath tuesday 1pm', { customer: 'Lucy Park', date: '03/17/2026', time: '13:00', price: 92.5, notes: 'Extra large dog bath' }],
  ['Daniel Kim big dog wash thursday 2', { customer: 'Daniel Kim', date: '03/12/2026', time: '14:00', price: 100, notes: 'Large dog bath' }],
  ['Rose Baker tiny dog bath half an hour tomorrow 10:30', { customer: 'Rose Baker', date: '03/12/2026', time: '10:30', price: 80, duration: 30, notes: 'Small dog bath' }],
  ['Emily Chen 90 min at 1, cost is 140', { customer: 'Emily Chen', time: '13:00', price: 140, duration: 90 }],

  // Missing fields, and nothing at all
  ['small dog bath', { price: 80, notes: 'Small dog bath' }],
  ['tomorrow', { date: '03/12/2026' }],
  ['3pm', { time: '15:00' }],
  ['with Sam', { groomer: 'Sam Chen' }],
  ['$120', { price: 120 }],
  ['45 minutes', { duration: 45 }],
  ['grace wilson', { customer: 'Grace Wilson' }],
  ['for Jenny tomorrow 10am', { customerName: 'Jenny', date: '03/12/2026', time: '10:00' }],
  ['groomer Alex friday 2pm', { groomerName: 'Alex', date: '03/13/2026', time: '14:00' }],
  ['Priya 3pm', { customer: 'Priya Patel', time: '15:00' }],
  // A customer's first name with another surname is somebody else, not that customer
  ['Coco for Priya Thomas tomorrow 10am', { customerName: 'Priya Thomas', dog: 'Coco', date: '03/12/2026', time: '10:00' }],
  ['Priya Thomas 3pm', { time: '15:00', notes: 'Priya Thomas' }],
  ['Bella for liam walker friday at 2pm', { customerName: 'Liam Walker', dog: 'Bella', date: '03/13/2026', time: '14:00' }],
  ['Coco for Priya Patell tomorrow 10am', { customer: 'Priya Patel', dog: 'Coco', date: '03/12/2026', time: '10:00' }],
  ['Garcia tomorrow at 10', { customer: 'Maria Garcia', date: '03/12/2026', time: '10:00' }],
  ['tomorrow 10am Rossi', { customer: 'Sophia Rossi', date: '03/12/2026', time: '10:00' }],
  // A dog named with no cue word, before or after the customer; a customer named as a groomer is
  ['john smith max today 6pm with sam', { customer: 'John Smith', dog: 'Max', date: '03/11/2026', time: '18:00', groomer: 'Sam Chen' }],
  ['Linda Chen wants Milo done today', { customer: 'Linda Chen', dog: 'Milo', date: '03/11/2026' }],
  ['Maria Gonzales and Bella again', { customer: 'Maria Gonzales', dog: 'Bella' }],
  ['Tom Nguyen Pepper friday 9am', { customer: 'Tom Nguyen', dog: 'Pepper', date: '03/13/2026', time: '09:00' }],
  ['Grace Wilson needs Oscar in at 11 tomorrow', { customer: 'Grace Wilson', dog: 'Oscar', date: '03/12/2026', time: '11:00' }],
  ['Sam Ortiz tomorrow 2pm with Sam', { customer: 'Sam Ortiz', date: '03/12/2026', time: '14:00', groomer: 'Sam Chen' }],
  ['with Sam: Sam Ortiz, Rex, friday 10am', { customer: 'Sam Ortiz', dog: 'Rex', date: '03/13/2026', time: '10:00', groomer: 'Sam Chen' }],
  ['Sam Ortiz and Rex again monday with Jordan', { customer: 'Sam Ortiz', dog: 'Rex', date: '03/16/2026', groomer: 'Jordan Lee' }],
  ['please book something nice', { notes: 'something nice' }],
  ['hello', { notes: 'hello' }],
];

/**
 * Texts a customer sends, read as the conversation's (`fromCustomer`): no customer is read from
 * them, and only what they ask done is a note.
 */
export const TEXT_SENTENCES: [string, Expected][] = [
  ['can Max come tomorrow at 2', { dog: 'Max', date: '03/12/2026', time: '14:00' }],
  ['can Biscuit come in tomorrow at 3?', { dog: 'Biscuit', date: '03/12/2026', time: '15:00' }],
  ['is there a spot for Oscar friday at 10', { dog: 'Oscar', date: '03/13/2026', time: '10:00' }],
  ['Luna needs her nails done, monday after 2?', { dog: 'Luna', date: '03/16/2026', time: '14:00', notes: 'nails' }],
  ['could we book Teddy a bath thursday at noon', { dog: 'Teddy', date: '03/12/2026', time: '12:00', notes: 'bath' }],
  ['can Ruby see Bella on saturday at 11', { dog: 'Ruby', date: '03/14/2026', time: '11:00', groomer: 'Bella Martinez' }],
  ['Hi! any chance Ziggy could get a small dog bath on the 20th around 1', { dog: 'Ziggy', date: '03/20/2026', time: '13:00', price: 80, notes: 'Small dog bath' }],
  ['thanks!', {}],
  ['STOP', {}],
];

const customerId = (name: string) => SENTENCE_CUSTOMERS.find((c) => c.name === name)?.id;
const groomerId = (name: string) => SENTENCE_GROOMERS.find((g) => g.name === name)?.id;

/** Every field of the details a sentence must give. */
export function expectedDetails(expected: Expected): FastEntryDetails {
  return {
    customer_id: expected.customer ? (customerId(expected.customer) ?? 'unknown customer') : null,
    customer_name: expected.customer ?? expected.customerName ?? null,
    dog_name: expected.dog ?? null,
    date: expected.date ?? null,
    time: expected.time ?? null,
    groomer_id: expected.groomer ? (groomerId(expected.groomer) ?? 'unknown groomer') : null,
    groomer_name: expected.groomer ?? expected.groomerName ?? null,
    charged_amount: expected.price ?? null,
    duration_minutes: expected.duration ?? null,
    notes: expected.notes ?? null,
  };
}

export interface FieldAccuracy {
  sentences: number;
  fields: number;
  correct: number;
  /** Correct fields over all fields, 0 to 1. */
  accuracy: number;
  /** Sentences whose every field is right. */
  wholeSentences: number;
  misses: { sentence: string; field: string; expected: unknown; got: unknown }[];
}

/** How many fields of the details `read` gives are the expected ones. */
export function fieldAccuracy(read: (sentence: string) => FastEntryDetails): FieldAccuracy {
  const misses: FieldAccuracy['misses'] = [];
  let wholeSentences = 0;
  for (const [sentence, expected] of SENTENCES) {
    const want = expectedDetails(expected);
    const got = read(sentence);
    const wrong = FAST_ENTRY_FIELDS.filter((field) => (got[field] ?? null) !== want[field]);
    if (wrong.length === 0) wholeSentences += 1;
    for (const field of wrong) misses.push({ sentence, field, expected: want[field], got: got[field] ?? null });
  }
  const fields = SENTENCES.length * FAST_ENTRY_FIELDS.length;
  return { sentences: SENTENCES.length, fields, correct: fields - misses.length, accuracy: (fields - misses.length) / fields, wholeSentences, misses };
}
