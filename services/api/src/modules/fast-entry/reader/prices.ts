import { SERVICE_PRICES } from '@groombook/domain';
import { alternation, SERVICE_SYNONYMS } from './salon-words';
import type { Sentence } from './sentence';

const AMOUNT = String.raw`(\d{1,6}(?:\.\d{1,2})?)`;
const CURRENCY_WORD = String.raw`(?:dollars?|bucks|usd)`;

/** A price the sentence names as one: "$80", "80 dollars", "price 110", "charge: $95.50", "80$". */
const PRICE_PATTERNS = [
  new RegExp(
    String.raw`\b(?:price[ds]?|charge[ds]?|charging|costs?|fee|rate|total)\b\s*(?:is|of|at|to|will be|=|:)?\s*\$?\s*${AMOUNT}(?:\s*${CURRENCY_WORD}\b)?`,
    'gi',
  ),
  new RegExp(String.raw`\$\s*${AMOUNT}(?:\s*${CURRENCY_WORD}\b)?`, 'g'),
  new RegExp(String.raw`\b${AMOUNT}\s*(?:\$|${CURRENCY_WORD}\b)`, 'gi'),
];

/** The price the sentence states, taken from it; null when it states none. */
export function readStatedPrice(sentence: Sentence): number | null {
  for (const pattern of PRICE_PATTERNS) {
    const match = sentence.takeFirst(pattern);
    if (match?.[1]) return Number(match[1]);
  }
  return null;
}

export interface NamedService {
  /** As the price list names it ('Small dog bath'). */
  service: string;
  price: number;
}

/** One service name as staff type it: each word (or phrase) of the name or another name for it, "dog" optional. */
export function servicePattern(name: string): RegExp {
  const words = name.toLowerCase().split(/\s+/).filter((word) => word !== 'dog');
  const parts: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const pair = `${words[i]} ${words[i + 1] ?? ''}`.trim();
    const phrase = SERVICE_SYNONYMS[pair] ? pair : (words[i] ?? '');
    if (phrase === pair) i++;
    parts.push(`(?:${alternation(SERVICE_SYNONYMS[phrase] ?? [phrase])})`);
  }
  const size = parts.slice(0, -1).join(String.raw`\s+`);
  const noun = parts.at(-1) ?? '';
  // "small dog bath", "xl bath", and "bath for a large dog".
  const forwards = size ? String.raw`${size}(?:\s+|\s*-\s*)(?:dog\s+)?${noun}` : noun;
  const backwards = size ? String.raw`|${noun}\s+for\s+(?:a|an|the|her|his|my|their)?\s*${size}\s+dog` : '';
  return new RegExp(String.raw`\b(?:${forwards}${backwards})\b`, 'gi');
}

// Longest names first, so "extra large dog bath" is not read as "large dog bath".
const SERVICES = [...SERVICE_PRICES]
  .sort((a, b) => b.service.length - a.service.length)
  .map((entry) => ({ service: entry.service, price: entry.price, pattern: servicePattern(entry.service) }));

/** The first service of the price list the sentence names, taken from it. */
export function readService(sentence: Sentence): NamedService | null {
  let found: { service: NamedService; at: number } | null = null;
  for (const entry of SERVICES) {
    entry.pattern.lastIndex = 0;
    for (const match of sentence.text.matchAll(entry.pattern)) {
      if (!sentence.isFree(match.index, match.index + match[0].length)) continue;
      if (!found || match.index < found.at) found = { service: { service: entry.service, price: entry.price }, at: match.index };
      break;
    }
  }
  if (!found) return null;
  const pattern = SERVICES.find((entry) => entry.service === found.service.service)?.pattern;
  if (pattern) sentence.takeFirst(pattern);
  return found.service;
}
