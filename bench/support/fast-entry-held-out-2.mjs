// Fast Appointment Entry's second held-out corpus: 64 sentences written before the reader was
// tuned for dogs named without a cue word and for customers who share a first name with a
// groomer, for a company of its own (no name of the unit tests' sentences nor of the first
// held-out corpus). Half are what a front desk types; half are texts a customer sends, which the
// conversation's suggested appointment reads. No test requires them and the reader is not tuned on
// them: bench/fast-entry.mjs prints how many fields it gets right.
//
// The conventions are those of support/fast-entry-held-out.mjs. A customer's text is read with the
// customer fixed by the conversation, so it is read against no customer list and gives no customer
// (customer fields null); a text that asks for nothing bookable gives nothing at all.
import { heldOutDetails } from './fast-entry-held-out.mjs';

/** The company's today: Tuesday 8 September 2026. */
export const HELD_OUT_2_TODAY = '2026-09-08';

const id = (n) => `00000000-0000-4000-b000-${String(n).padStart(12, '0')}`;

/** Its customers: an Amy and a Luis among them, as among the groomers. */
export const HELD_OUT_2_CUSTOMERS = [
  'Amy Porter',
  'Luis Romero',
  'Derrick Owens',
  'Helen Brandt',
  'Omar Haddad',
  'Priscilla Yates',
  'Tony Russo',
  'Wendy Liu',
  'Gabe Fischer',
  'Carmen Ortiz',
  'Nate Sullivan',
  'Irene Kowal',
  'Felix Grant',
  'Joy Adams',
  'Leo Marsh',
  'Rita Shah',
  'Victor Lam',
  'Sandra Boyle',
  'Ivan Petrov',
  'Quinn Harper',
  'Ella Moreno',
  'Toby Fields',
].map((name, i) => ({ id: id(5000 + i), name }));

export const HELD_OUT_2_GROOMERS = ['Amy Walsh', 'Luis Ortega', 'Kendra Moss', 'Theo Banks'].map((name, i) => ({ id: id(6000 + i), name }));

/** What a front desk types: dogs named with no cue word, customers named as a groomer is. */
export const HELD_OUT_2_DESK_SENTENCES = [
  ['derrick owens rufus tomorrow 10am with kendra', { customer: 'Derrick Owens', dog: 'Rufus', date: '09/09/2026', time: '10:00', groomer: 'Kendra Moss' }],
  ['Helen Brandt wants Pepper done friday', { customer: 'Helen Brandt', dog: 'Pepper', date: '09/11/2026' }],
  ['Omar Haddad and Zeus again next tue 9am', { customer: 'Omar Haddad', dog: 'Zeus', date: '09/15/2026', time: '09:00' }],
  ['Amy Porter thursday 11 with Amy, small dog bath', { customer: 'Amy Porter', date: '09/10/2026', time: '11:00', groomer: 'Amy Walsh', price: 80, notes: 'Small dog bath' }],
  ['with Amy: Amy Porter, Nugget, sat 10am', { customer: 'Amy Porter', dog: 'Nugget', date: '09/12/2026', time: '10:00', groomer: 'Amy Walsh' }],
  ['amy porter pickles today 4pm with luis', { customer: 'Amy Porter', dog: 'Pickles', date: '09/08/2026', time: '16:00', groomer: 'Luis Ortega' }],
  ['Luis Romero with Luis tomorrow 2pm, large dog bath', { customer: 'Luis Romero', date: '09/09/2026', time: '14:00', groomer: 'Luis Ortega', price: 100, notes: 'Large dog bath' }],
  ['Luis Romero Tank mon 8:30 w/ Theo', { customer: 'Luis Romero', dog: 'Tank', date: '09/14/2026', time: '08:30', groomer: 'Theo Banks' }],
  ['Priscilla Yates needs Muffin in thursday at 1', { customer: 'Priscilla Yates', dog: 'Muffin', date: '09/10/2026', time: '13:00' }],
  ['tony russo duke today 5pm with amy', { customer: 'Tony Russo', dog: 'Duke', date: '09/08/2026', time: '17:00', groomer: 'Amy Walsh' }],
  ['Wendy Liu brings Mango fri 9:30, extra large bath', { customer: 'Wendy Liu', dog: 'Mango', date: '09/11/2026', time: '09:30', price: 120, notes: 'Extra large dog bath' }],
  ['Gabe Fischer Ziggy the 15th at 3 with Kendra', { customer: 'Gabe Fischer', dog: 'Ziggy', date: '09/15/2026', time: '15:00', groomer: 'Kendra Moss' }],
  ['Carmen Ortiz wants Chispa groomed saturday noon', { customer: 'Carmen Ortiz', dog: 'Chispa', date: '09/12/2026', time: '12:00' }],
  ['Nate Sullivan and Hank again, monday 2pm, Theo', { customer: 'Nate Sullivan', dog: 'Hank', date: '09/14/2026', time: '14:00', groomer: 'Theo Banks' }],
  ['Irene Kowal Sparky 9/17 11am 1 hour', { customer: 'Irene Kowal', dog: 'Sparky', date: '09/17/2026', time: '11:00', duration: 60 }],
  ['Felix Grant wants Roxy done tomorrow at 10 with Luis, $75', { customer: 'Felix Grant', dog: 'Roxy', date: '09/09/2026', time: '10:00', groomer: 'Luis Ortega', price: 75 }],
  ['joy adams cooper tmrw 3pm small dog bath', { customer: 'Joy Adams', dog: 'Cooper', date: '09/09/2026', time: '15:00', price: 80, notes: 'Small dog bath' }],
  ["Leo Marsh's schnauzer Fritz wed 10:30 with Kendra", { customer: 'Leo Marsh', dog: 'Fritz', date: '09/09/2026', time: '10:30', groomer: 'Kendra Moss' }],
  ['Rita Shah Peanut thursday 9am', { customer: 'Rita Shah', dog: 'Peanut', date: '09/10/2026', time: '09:00' }],
  ['Victor Lam wants Bruiser in next monday at 11, 90 min', { customer: 'Victor Lam', dog: 'Bruiser', date: '09/14/2026', time: '11:00', duration: 90 }],
  ['Sandra Boyle with Amy friday 1:30 and Lucky', { customer: 'Sandra Boyle', dog: 'Lucky', date: '09/11/2026', time: '13:30', groomer: 'Amy Walsh' }],
  ['Ivan Petrov, Sasha, tomorrow noon, large dog bath', { customer: 'Ivan Petrov', dog: 'Sasha', date: '09/09/2026', time: '12:00', price: 100, notes: 'Large dog bath' }],
  ['quinn harper ollie today 6pm with theo', { customer: 'Quinn Harper', dog: 'Ollie', date: '09/08/2026', time: '18:00', groomer: 'Theo Banks' }],
  ['Ella Moreno wants Bambi done sat at 9 with Luis', { customer: 'Ella Moreno', dog: 'Bambi', date: '09/12/2026', time: '09:00', groomer: 'Luis Ortega' }],
  ['Toby Fields Gizmo 9/21 2:15pm', { customer: 'Toby Fields', dog: 'Gizmo', date: '09/21/2026', time: '14:15' }],
  ['Amy Porter with Kendra tomorrow 10am', { customer: 'Amy Porter', date: '09/09/2026', time: '10:00', groomer: 'Kendra Moss' }],
  ['Amy Porter and Pickles again, thursday 2, Amy', { customer: 'Amy Porter', dog: 'Pickles', date: '09/10/2026', time: '14:00', groomer: 'Amy Walsh' }],
  ['Derrick Owens wants Rufus in at 8am on the 18th, senior dog', { customer: 'Derrick Owens', dog: 'Rufus', date: '09/18/2026', time: '08:00', notes: 'senior dog' }],
  ['Helen Brandt Pepper next wed 11:45 w kendra', { customer: 'Helen Brandt', dog: 'Pepper', date: '09/16/2026', time: '11:45', groomer: 'Kendra Moss' }],
  ['Omar Haddad Zeus tomorrow 1pm small dog bath $90', { customer: 'Omar Haddad', dog: 'Zeus', date: '09/09/2026', time: '13:00', price: 90, notes: 'Small dog bath' }],
  ['Carmen Ortiz, Chispa, monday at 4 with Luis Ortega', { customer: 'Carmen Ortiz', dog: 'Chispa', date: '09/14/2026', time: '16:00', groomer: 'Luis Ortega' }],
  ['Wendy Liu and Mango again next friday 10am, 2 hours', { customer: 'Wendy Liu', dog: 'Mango', date: '09/18/2026', time: '10:00', duration: 120 }],
];

/** What a customer texts the salon; the last three ask for nothing bookable. */
export const HELD_OUT_2_TEXT_SENTENCES = [
  ['can Bella come in Friday around 3?', { dog: 'Bella', date: '09/11/2026', time: '15:00' }],
  ['is there room for max tmrw at 2', { dog: 'Max', date: '09/09/2026', time: '14:00' }],
  ['Hi! Could Rufus get a bath on Saturday morning?', { dog: 'Rufus', date: '09/12/2026', notes: 'bath' }],
  ['any chance pepper could be seen thursday at 10', { dog: 'Pepper', date: '09/10/2026', time: '10:00' }],
  ["Hey it's time for Zeus's groom, does monday at 11 work?", { dog: 'Zeus', date: '09/14/2026', time: '11:00' }],
  ['can I bring Nugget in tomorrow around 4', { dog: 'Nugget', date: '09/09/2026', time: '16:00' }],
  ['do you have anything for Duke on the 15th? after 1 is best', { dog: 'Duke', date: '09/15/2026', time: '13:00' }],
  ['Mango needs a bath, is friday at 9:30 ok?', { dog: 'Mango', date: '09/11/2026', time: '09:30', notes: 'bath' }],
  ['could we book Ziggy for next tuesday 2pm', { dog: 'Ziggy', date: '09/15/2026', time: '14:00' }],
  ['Hi this is Carmen, can Chispa come in saturday at noon?', { dog: 'Chispa', date: '09/12/2026', time: '12:00' }],
  ['is there a spot for hank this thursday at 3', { dog: 'Hank', date: '09/10/2026', time: '15:00' }],
  ['can Sparky get his nails done tomorrow at 10am', { dog: 'Sparky', date: '09/09/2026', time: '10:00', notes: 'nails' }],
  ['Roxy is due for a groom. Wednesday at 1?', { dog: 'Roxy', date: '09/09/2026', time: '13:00' }],
  ['can cooper come in today at 5?', { dog: 'Cooper', date: '09/08/2026', time: '17:00' }],
  ['Would Monday 8:30 work for Fritz?', { dog: 'Fritz', date: '09/14/2026', time: '08:30' }],
  ['need to book Peanut, friday at 2 with Kendra if possible', { dog: 'Peanut', date: '09/11/2026', time: '14:00', groomer: 'Kendra Moss' }],
  ['can Bruiser see Amy on saturday at 10', { dog: 'Bruiser', date: '09/12/2026', time: '10:00', groomer: 'Amy Walsh' }],
  ['is Luis free thursday at 11 for Lucky?', { dog: 'Lucky', date: '09/10/2026', time: '11:00', groomer: 'Luis Ortega' }],
  ['can Sasha come in the day after tomorrow at 12:30', { dog: 'Sasha', date: '09/10/2026', time: '12:30' }],
  ['hi! ollie needs a trim, any time sat?', { dog: 'Ollie', date: '09/12/2026', notes: 'trim' }],
  ['Bambi for a bath tomorrow at 9?', { dog: 'Bambi', date: '09/09/2026', time: '09:00', notes: 'bath' }],
  ['could gizmo come in on 9/21 at 2:15', { dog: 'Gizmo', date: '09/21/2026', time: '14:15' }],
  ['is 3pm friday open? for Pickles', { dog: 'Pickles', date: '09/11/2026', time: '15:00' }],
  ['Muffin needs a large dog bath tomorrow at 2', { dog: 'Muffin', date: '09/09/2026', time: '14:00', price: 100, notes: 'Large dog bath' }],
  ['do you have room next friday morning for Tank', { dog: 'Tank', date: '09/18/2026' }],
  ['hi can I get Coco in at 10 on monday please', { dog: 'Coco', date: '09/14/2026', time: '10:00' }],
  ['can Olive come tmrw around noon', { dog: 'Olive', date: '09/09/2026', time: '12:00' }],
  ['is today at 6 too late for Hank?', { dog: 'Hank', date: '09/08/2026', time: '18:00' }],
  ['Wanted to book Fritz a small dog bath next thursday at 1', { dog: 'Fritz', date: '09/17/2026', time: '13:00', price: 80, notes: 'Small dog bath' }],
  ['thanks so much!', {}],
  ['STOP', {}],
  ['see you then', {}],
];

/** Every field a sentence of this corpus must give, as the API answers them. */
export const heldOut2Details = (expected) => heldOutDetails(expected, HELD_OUT_2_CUSTOMERS, HELD_OUT_2_GROOMERS);
