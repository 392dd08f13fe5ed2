/** Names for demo customers, dogs and groomers. */
export const FIRST_NAMES = [
  'Olivia', 'Liam', 'Emma', 'Noah', 'Ava', 'Elijah', 'Sophia', 'Mateo', 'Isabella', 'Lucas',
  'Mia', 'Levi', 'Amelia', 'Ezra', 'Harper', 'Asher', 'Evelyn', 'James', 'Luna', 'Leo',
  'Camila', 'Hudson', 'Gianna', 'Kai', 'Nora', 'Grace', 'Owen', 'Zoe', 'Caleb', 'Ruby',
];
export const LAST_NAMES = [
  'Johnson', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Hernandez', 'Lopez', 'Wilson', 'Anderson',
  'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Thompson', 'White', 'Harris', 'Clark', 'Lewis',
];
export const DOG_NAMES = [
  'Biscuit', 'Luna', 'Max', 'Bella', 'Charlie', 'Daisy', 'Cooper', 'Milo', 'Rosie', 'Teddy',
  'Bailey', 'Maple', 'Winston', 'Pepper', 'Ziggy', 'Hazel', 'Murphy', 'Olive', 'Scout', 'Waffles',
];
export const GROOMER_NAMES = ['Bella Martinez', 'Sam Chen', 'Jordan Lee', 'Priya Patel'];
export const CUSTOMER_NOTES = [
  'Prefers a short summer cut.',
  'Nervous around dryers; hand-dry if possible.',
  'Allergic to oatmeal shampoo.',
  'Always books the first slot of the day.',
  '',
];
/** The service prices of the price list (small, large, extra large dog bath). */
export const SERVICE_PRICES = [80, 100, 120];
export const DURATIONS = [60, 90, 90, 120];
export const START_TIMES = ['09:00', '09:30', '10:00', '11:00', '12:30', '13:00', '14:00', '15:00', '16:30'];
/** The demo dogs' breeds, coats and temperaments, by the dog's place in DOG_NAMES. */
export const BREEDS = ['Goldendoodle', 'Shih Tzu', 'Labrador Retriever', 'Cocker Spaniel', 'Poodle', 'Yorkshire Terrier', 'Bichon Frise', 'Schnauzer'];
export const COATS = ['Curly', 'Long, silky', 'Short double coat', 'Wavy', 'Curly', 'Long, silky', 'Curly', 'Wiry'];
export const TEMPERAMENTS = ['Calm', 'Nervous with dryers', 'Friendly, wiggly', 'Shy at first', 'Calm'];
export const WEIGHTS_KG = [14, 6.5, 30, 12, 9, 3.2, 7.5, 8];
