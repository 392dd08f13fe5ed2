// Fast Appointment Entry's held-out sentences: what a salon's front desk types, written apart from
// the reader and from the sentences its unit tests require (services/api/src/modules/fast-entry/
// testing/sentences.ts), for another company with its own customers and groomers. No test requires
// them to pass and the reader is not tuned on them: bench/fast-entry.mjs reports how many fields it
// gets right, so that figure says how the reader does on sentences it has never seen.
//
// Each sentence comes with every field a careful person at the desk would fill from it (null where
// it says nothing), by the conventions of the product's form: dates MM/DD/YYYY, times HH:MM on a
// 24-hour clock (a bare hour from 1 to 7 is the afternoon), a named service's price when no price
// is stated, "next <day>" the day of next week, the notes the service's name first and then what
// else the sentence says, as typed. A customer or groomer who is not on the company's lists gives
// only a name (customerName, groomerName), as does a name that fits two customers equally.

/** The company's today: Thursday 18 June 2026. */
export const HELD_OUT_TODAY = '2026-06-18';

const id = (n) => `00000000-0000-4000-a000-${String(n).padStart(12, '0')}`;

/** The company's customers, with names alike on purpose (Maria and Mario Garcia, Jon and John Smith, Anne Lee and Ann Leigh). */
export const HELD_OUT_CUSTOMERS = [
  'Maria Garcia',
  'Mario Garcia',
  'Jon Smith',
  'John Smith',
  'Anne Lee',
  'Ann Leigh',
  'Katie Brooks',
  'Derek Thompson',
  'Nora Fitzgerald',
  'Raj Malhotra',
  'Beth Callahan',
  'Marcus Bell',
  'Tina Nakamura',
  'Greg Olsen',
  'Paula Reyes',
  'Sue Ellen Park',
  'Frank DeLuca',
  'Yvonne Baptiste',
  'Kim Tran',
  'Lily Novak',
  'Chris Dunn',
  'Dolores Vega',
  'Ahmed Farouk',
  'Brittany Cole',
  'Hector Ruiz',
  "Megan O'Neill",
  'Pat Kowalski',
  'Jasmine Wu',
  'Terry Holt',
  'Rosa Delgado',
].map((name, i) => ({ id: id(3000 + i), name }));

/** Its groomers: a Chris among them, as among the customers. */
export const HELD_OUT_GROOMERS = ['Alex Rivera', 'Jess Morgan', 'Chris Taylor', 'Nina Patel'].map((name, i) => ({ id: id(4000 + i), name }));

/**
 * [sentence, expected]: `customer`/`groomer` name a record above, `customerName`/`groomerName` a
 * name that is none of them; `price` in dollars, `duration` in minutes.
 */
export const HELD_OUT_SENTENCES = [
  // The usual shapes: customer, dog, day, time, groomer, service
  ['Lola for Maria Garcia next tue at 10 with Alex, small dog bath', { customer: 'Maria Garcia', dog: 'Lola', date: '06/23/2026', time: '10:00', groomer: 'Alex Rivera', price: 80, notes: 'Small dog bath' }],
  ["Mario Garcia's lab Rocco fri 9am w/ Jess, large dog bath", { customer: 'Mario Garcia', dog: 'Rocco', date: '06/19/2026', time: '09:00', groomer: 'Jess Morgan', price: 100, notes: 'Large dog bath' }],
  ['jon smith - biscuit - the 3rd - half past 2 - nina', { customer: 'Jon Smith', dog: 'Biscuit', date: '07/03/2026', time: '14:30', groomer: 'Nina Patel' }],
  ['John Smith wants Tucker in at noon on Saturday', { customer: 'John Smith', dog: 'Tucker', date: '06/20/2026', time: '12:00' }],
  ['Anne Lee tmrw 11:30 nails only', { customer: 'Anne Lee', date: '06/19/2026', time: '11:30', notes: 'nails only' }],
  ["Ann Leigh's shih tzu Mochi mon 1pm with Chris", { customer: 'Ann Leigh', dog: 'Mochi', date: '06/22/2026', time: '13:00', groomer: 'Chris Taylor' }],
  ["Chris Dunn's dog Bear tomorrow 8am with Chris Taylor, 2 hrs", { customer: 'Chris Dunn', dog: 'Bear', date: '06/19/2026', time: '08:00', groomer: 'Chris Taylor', duration: 120 }],
  ['katie brooks 6/30 3:15pm deshed + nail trim w nina', { customer: 'Katie Brooks', date: '06/30/2026', time: '15:15', groomer: 'Nina Patel', notes: 'deshed + nail trim' }],
  ['Derek Thompson, golden retriever Sadie, next fri 10am, full groom, $95', { customer: 'Derek Thompson', dog: 'Sadie', date: '06/26/2026', time: '10:00', price: 95, notes: 'full groom' }],
  ['Nora Fitzgerald sat 9:30 small bath for Pippin', { customer: 'Nora Fitzgerald', dog: 'Pippin', date: '06/20/2026', time: '09:30', price: 80, notes: 'Small dog bath' }],
  ['raj malhotra 7/2 @ 4 w/ alex', { customer: 'Raj Malhotra', date: '07/02/2026', time: '16:00', groomer: 'Alex Rivera' }],
  ['Beth Callahan - Oreo - tuesday 2:30 - Jess - 90 min', { customer: 'Beth Callahan', dog: 'Oreo', date: '06/23/2026', time: '14:30', groomer: 'Jess Morgan', duration: 90 }],
  ["Marcus Bell's pit mix Diesel, 6/24 at 11, muzzle required", { customer: 'Marcus Bell', dog: 'Diesel', date: '06/24/2026', time: '11:00', notes: 'muzzle required' }],
  ['Tina Nakamura tomorrow noon, Coco, extra large bath', { customer: 'Tina Nakamura', dog: 'Coco', date: '06/19/2026', time: '12:00', price: 120, notes: 'Extra large dog bath' }],
  ['greg olsen mon 10 am 45 mins $60', { customer: 'Greg Olsen', date: '06/22/2026', time: '10:00', price: 60, duration: 45 }],
  ['Paula Reyes the 25th at 1, poodle Fifi, Nina, first time here', { customer: 'Paula Reyes', dog: 'Fifi', date: '06/25/2026', time: '13:00', groomer: 'Nina Patel', notes: 'first time here' }],
  ['Sue Ellen Park next wed 3pm with Alex Rivera', { customer: 'Sue Ellen Park', date: '06/24/2026', time: '15:00', groomer: 'Alex Rivera' }],
  ['Frank DeLuca, Bruno, Saturday noon, large dog bath, senior dog be gentle', { customer: 'Frank DeLuca', dog: 'Bruno', date: '06/20/2026', time: '12:00', price: 100, notes: 'Large dog bath, senior dog be gentle' }],
  ['Yvonne Baptiste 6/29 8:45am yorkie Pixie w/ Jess', { customer: 'Yvonne Baptiste', dog: 'Pixie', date: '06/29/2026', time: '08:45', groomer: 'Jess Morgan' }],
  ['Kim Tran friday at 2 with Nina, Kimchi the corgi', { customer: 'Kim Tran', dog: 'Kimchi', date: '06/19/2026', time: '14:00', groomer: 'Nina Patel' }],
  ['lily novak tomorrow 4:30 pm bath', { customer: 'Lily Novak', date: '06/19/2026', time: '16:30', notes: 'bath' }],
  ['Dolores Vega on the 1st at 10:00, 1 hour, Chris', { customer: 'Dolores Vega', date: '07/01/2026', time: '10:00', groomer: 'Chris Taylor', duration: 60 }],
  ["Ahmed Farouk's husky Storm, next mon 9, deshedding, 2.5 hrs, $140", { customer: 'Ahmed Farouk', dog: 'Storm', date: '06/22/2026', time: '09:00', price: 140, duration: 150, notes: 'deshedding' }],
  ['Brittany Cole 7/10 11am w Alex small dog bath $85', { customer: 'Brittany Cole', date: '07/10/2026', time: '11:00', groomer: 'Alex Rivera', price: 85, notes: 'Small dog bath' }],
  ['Hector Ruiz in two weeks at 3, Jess', { customer: 'Hector Ruiz', date: '07/02/2026', time: '15:00', groomer: 'Jess Morgan' }],
  ["Megan O'Neill next thurs 1:30 cockapoo Waffles", { customer: "Megan O'Neill", dog: 'Waffles', date: '06/25/2026', time: '13:30' }],
  ['Pat Kowalski tomorrow 10 – nails & ears', { customer: 'Pat Kowalski', date: '06/19/2026', time: '10:00', notes: 'nails & ears' }],
  ['Jasmine Wu sat 11:15 w/ nina, Bao, small dog bath', { customer: 'Jasmine Wu', dog: 'Bao', date: '06/20/2026', time: '11:15', groomer: 'Nina Patel', price: 80, notes: 'Small dog bath' }],
  ['Terry Holt 6/22 9am Duke 1.5 hrs', { customer: 'Terry Holt', dog: 'Duke', date: '06/22/2026', time: '09:00', duration: 90 }],
  ["Rosa Delgado's chihuahua Chiquita tomorrow at 3:45", { customer: 'Rosa Delgado', dog: 'Chiquita', date: '06/19/2026', time: '15:45' }],
  ['jess has marcus bell\'s boxer Tank sat 1pm', { customer: 'Marcus Bell', dog: 'Tank', date: '06/20/2026', time: '13:00', groomer: 'Jess Morgan' }],
  ['Sue Ellen Park, Noodle, 6/30 10am, nina, large dog bath, $110', { customer: 'Sue Ellen Park', dog: 'Noodle', date: '06/30/2026', time: '10:00', groomer: 'Nina Patel', price: 110, notes: 'Large dog bath' }],
  ['greg olsen - murphy - 7/1 - 2pm - alex - 60 min', { customer: 'Greg Olsen', dog: 'Murphy', date: '07/01/2026', time: '14:00', groomer: 'Alex Rivera', duration: 60 }],
  ['Mario Garcia sat 10am Rocco xl bath 2 hours w Nina', { customer: 'Mario Garcia', dog: 'Rocco', date: '06/20/2026', time: '10:00', groomer: 'Nina Patel', price: 120, duration: 120, notes: 'Extra large dog bath' }],
  ['Kim Tran tmrw 3pm w/jess', { customer: 'Kim Tran', date: '06/19/2026', time: '15:00', groomer: 'Jess Morgan' }],

  // Typing errors, in names and in words
  ['Maira Garcia fri 10am', { customer: 'Maria Garcia', date: '06/19/2026', time: '10:00' }],
  ['Derek Thompsen tmrw 2pm', { customer: 'Derek Thompson', date: '06/19/2026', time: '14:00' }],
  ['nora fitzgerlad sat 10 w jess', { customer: 'Nora Fitzgerald', date: '06/20/2026', time: '10:00', groomer: 'Jess Morgan' }],
  ['Raj Malhorta next tue noon large dog bath', { customer: 'Raj Malhotra', date: '06/23/2026', time: '12:00', price: 100, notes: 'Large dog bath' }],
  ['Tina Nakamora mon 3pm with Ninna', { customer: 'Tina Nakamura', date: '06/22/2026', time: '15:00', groomer: 'Nina Patel' }],
  ['Yvone Baptiste 7/1 9:15 w/ Alx', { customer: 'Yvonne Baptiste', date: '07/01/2026', time: '09:15', groomer: 'Alex Rivera' }],
  ['brittney cole tomorow 11', { customer: 'Brittany Cole', date: '06/19/2026', time: '11:00' }],
  ['Hecter Ruiz fri 4pm small dog bth', { customer: 'Hector Ruiz', date: '06/19/2026', time: '16:00', price: 80, notes: 'Small dog bath' }],
  ['Jasmin Wu saturday 2:15', { customer: 'Jasmine Wu', date: '06/20/2026', time: '14:15' }],
  ['Megan Oneil tue 10am', { customer: "Megan O'Neill", date: '06/23/2026', time: '10:00' }],

  // Part of a name, and names alike
  ['Maria tomorrow 9am', { customer: 'Maria Garcia', date: '06/19/2026', time: '09:00' }],
  ['Garcia friday 3pm', { customerName: 'Garcia', date: '06/19/2026', time: '15:00' }],
  ["jon smith's beagle Copper mon 2pm", { customer: 'Jon Smith', dog: 'Copper', date: '06/22/2026', time: '14:00' }],
  ['John Smith tomorrow 9:30 w/ Chris', { customer: 'John Smith', date: '06/19/2026', time: '09:30', groomer: 'Chris Taylor' }],
  ['Anne Lee and her doodle Maple, 6/27 at 10:30', { customer: 'Anne Lee', dog: 'Maple', date: '06/27/2026', time: '10:30' }],
  ['Ann Leigh 7/6 1pm, Jess', { customer: 'Ann Leigh', date: '07/06/2026', time: '13:00', groomer: 'Jess Morgan' }],
  ['Kate Brooks sat 3', { customer: 'Katie Brooks', date: '06/20/2026', time: '15:00' }],
  ['Chris for a large bath tomorrow 10am with Jess', { customer: 'Chris Dunn', date: '06/19/2026', time: '10:00', groomer: 'Jess Morgan', price: 100, notes: 'Large dog bath' }],
  ['Sue Ellen tomorrow 1pm', { customer: 'Sue Ellen Park', date: '06/19/2026', time: '13:00' }],
  ["Mrs. Vega's dog Chico next fri 11", { customer: 'Dolores Vega', dog: 'Chico', date: '06/26/2026', time: '11:00' }],

  // People who are not on the lists
  ["Stacy Moore's lab Bailey sat 9am", { customerName: 'Stacy Moore', dog: 'Bailey', date: '06/20/2026', time: '09:00' }],
  ['for Dave tomorrow 2pm small bath', { customerName: 'Dave', date: '06/19/2026', time: '14:00', price: 80, notes: 'Small dog bath' }],
  ['groomer Sam tues 10am Raj Malhotra', { customer: 'Raj Malhotra', groomerName: 'Sam', date: '06/23/2026', time: '10:00' }],

  // Days and times in other words
  ['Lily Novak quarter past 10 on the 29th', { customer: 'Lily Novak', date: '06/29/2026', time: '10:15' }],
  ['Greg Olsen 10.30 tomorrow', { customer: 'Greg Olsen', date: '06/19/2026', time: '10:30' }],
  ["Paula Reyes 6/26 at 3 o'clock w Alex", { customer: 'Paula Reyes', date: '06/26/2026', time: '15:00', groomer: 'Alex Rivera' }],
  ['Terry Holt tmrw 9ish', { customer: 'Terry Holt', date: '06/19/2026', time: '09:00' }],
  ['Pat Kowalski 7/8 at 12:30pm, 30 min nail trim', { customer: 'Pat Kowalski', date: '07/08/2026', time: '12:30', duration: 30, notes: 'nail trim' }],
  ['Rosa Delgado sat at 8 in the morning', { customer: 'Rosa Delgado', date: '06/20/2026', time: '08:00' }],
  ['Hector Ruiz next monday 5:30pm', { customer: 'Hector Ruiz', date: '06/22/2026', time: '17:30' }],
  ['Beth Callahan day after tomorrow noon w/ Jess Morgan', { customer: 'Beth Callahan', date: '06/20/2026', time: '12:00', groomer: 'Jess Morgan' }],
  ['Marcus Bell a week from today at 1', { customer: 'Marcus Bell', date: '06/25/2026', time: '13:00' }],
  ['Kim Tran July 7 9am, 1hr 15min', { customer: 'Kim Tran', date: '07/07/2026', time: '09:00', duration: 75 }],
  ['Ahmed Farouk 6/23 from 1 to 3pm w Chris', { customer: 'Ahmed Farouk', date: '06/23/2026', time: '13:00', groomer: 'Chris Taylor', duration: 120 }],
  ['Dolores Vega tomorrow at half past 11', { customer: 'Dolores Vega', date: '06/19/2026', time: '11:30' }],
  ['Pat Kowalski the 30th 9am Jess', { customer: 'Pat Kowalski', date: '06/30/2026', time: '09:00', groomer: 'Jess Morgan' }],

  // Notes and prices
  ['Derek Thompson tomorrow 2pm, Sadie, very matted may need shave down, quote $110', { customer: 'Derek Thompson', dog: 'Sadie', date: '06/19/2026', time: '14:00', price: 110, notes: 'very matted may need shave down' }],
  ['Nora Fitzgerald fri 1pm, bites, needs muzzle, Alex', { customer: 'Nora Fitzgerald', date: '06/19/2026', time: '13:00', groomer: 'Alex Rivera', notes: 'bites, needs muzzle' }],
  ['Tina Nakamura next tue at 11, Coco, blueberry facial, $45', { customer: 'Tina Nakamura', dog: 'Coco', date: '06/23/2026', time: '11:00', price: 45, notes: 'blueberry facial' }],
  ['Katie Brooks tmrw 10am first bath, very shy', { customer: 'Katie Brooks', date: '06/19/2026', time: '10:00', notes: 'first bath, very shy' }],
  ['Lily Novak 7/9 9am, Pepper, ear cleaning', { customer: 'Lily Novak', dog: 'Pepper', date: '07/09/2026', time: '09:00', notes: 'ear cleaning' }],
  ['Hector Ruiz sat 10 AM, small dog bath + nails', { customer: 'Hector Ruiz', date: '06/20/2026', time: '10:00', price: 80, notes: 'Small dog bath, nails' }],
];

const recordId = (records, name) => records.find((record) => record.name === name)?.id ?? `unknown ${name}`;

/** Every field of the details a held-out sentence must give, as the API answers them. */
export function heldOutDetails(expected, customers = HELD_OUT_CUSTOMERS, groomers = HELD_OUT_GROOMERS) {
  return {
    customer_id: expected.customer ? recordId(customers, expected.customer) : null,
    customer_name: expected.customer ?? expected.customerName ?? null,
    dog_name: expected.dog ?? null,
    date: expected.date ?? null,
    time: expected.time ?? null,
    groomer_id: expected.groomer ? recordId(groomers, expected.groomer) : null,
    groomer_name: expected.groomer ?? expected.groomerName ?? null,
    charged_amount: expected.price ?? null,
    duration_minutes: expected.duration ?? null,
    notes: expected.notes ?? null,
  };
}

/**
 * How many fields of the details `read` gives for the held-out sentences (or another corpus, with
 * its own `details`) are the expected ones: overall, per field, and the sentences read wholly
 * right; every miss.
 */
export function heldOutAccuracy(read, fields, sentences = HELD_OUT_SENTENCES, details = heldOutDetails) {
  const perField = Object.fromEntries(fields.map((field) => [field, { correct: 0, total: 0 }]));
  const misses = [];
  let wholeSentences = 0;
  for (const [sentence, expected] of sentences) {
    const want = details(expected);
    const got = read(sentence);
    let wrong = 0;
    for (const field of fields) {
      perField[field].total += 1;
      if ((got[field] ?? null) === want[field]) perField[field].correct += 1;
      else {
        wrong += 1;
        misses.push({ sentence, field, expected: want[field], got: got[field] ?? null });
      }
    }
    if (wrong === 0) wholeSentences += 1;
  }
  const total = sentences.length * fields.length;
  return {
    sentences: sentences.length,
    fields: total,
    correct: total - misses.length,
    accuracy: (total - misses.length) / total,
    wholeSentences,
    perField,
    misses,
  };
}
