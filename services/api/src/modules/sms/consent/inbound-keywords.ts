/**
 * What an incoming text asks for. Stricter than the carriers' keyword list: besides STOP and
 * its synonyms, plain requests ("please stop texting me", "remove me from your list") opt the
 * number out. A message that merely contains a keyword inside other words ("can't stop
 * smiling", "can I cancel my appointment?") is an ordinary message.
 */
export type InboundIntent = 'opt_out' | 'opt_in' | 'help';

/** The carriers' opt-out keywords, each as the whole message. */
export const OPT_OUT_KEYWORDS = ['stop', 'stopall', 'unsubscribe', 'cancel', 'end', 'quit', 'revoke', 'optout'] as const;
/** Opt back in (acted on only for a number that opted out). */
export const OPT_IN_KEYWORDS = ['start', 'unstop', 'yes'] as const;
export const HELP_KEYWORDS = ['help', 'info'] as const;

/** Words that may surround a keyword without changing what it asks ("stop please", "STOP!!! thanks"). */
const FILLER = new Set(['please', 'pls', 'plz', 'plese', 'now', 'it', 'thanks', 'thank', 'you', 'thx', 'ty', 'ok', 'okay', 'me']);

/** Spellings of one keyword that are the same request: "stop all", "opt out", "opt-out", "un subscribe". */
const PHRASE_KEYWORDS: Record<string, InboundIntent> = {
  'stop all': 'opt_out',
  'opt out': 'opt_out',
  'un subscribe': 'opt_out',
  'un stop': 'opt_in',
};

const TEXTS = String.raw`(?:texts?|txts?|texting|txting|messages?|msgs?|messaging|sms|smss|these|them)`;
const NUMBER = String.raw`(?:me|this number|my number|my phone|my cell)`;
const DONT = String.raw`(?:don't|dont|do not|never|no longer)`;

/** Plain-language opt-outs, matched anywhere in the message. */
const OPT_OUT_REQUESTS: RegExp[] = [
  // "stop texting me", "quit messaging", "no more texting", "stop contacting me"
  new RegExp(String.raw`\b(?:stop|quit|cease|no more)\s+(?:texting|txting|messaging|contacting|spamming)\b`),
  // "stop sending me texts", "stop sending these"
  new RegExp(String.raw`\b(?:stop|quit|cease)\s+sending\s+(?:me\s+)?(?:any\s+|these\s+|those\s+|the\s+|your\s+|all\s+)?${TEXTS}\b`),
  // "stop texts", "stop all messages", "stop the messages"
  new RegExp(String.raw`\bstop\s+(?:all\s+|the\s+|these\s+|your\s+)?(?:texts?|txts?|messages?|msgs?|sms)\b`),
  // "no more texts", "no more reminders"
  new RegExp(String.raw`\bno\s+more\s+(?:texts?|txts?|messages?|msgs?|sms|marketing|promotions?|reminders?|spam)\b`),
  // "don't text me", "do not contact this number", "never message me again"
  new RegExp(String.raw`\b${DONT}\s+(?:text|txt|message|msg|sms|contact|call or text|text or call)\s+${NUMBER}\b`),
  // "I don't want any more texts", "do not want messages"
  new RegExp(String.raw`\b${DONT}\s+want\s+(?:any\s+)?(?:more\s+)?(?:of\s+)?(?:your\s+|these\s+)?${TEXTS}\b`),
  // "remove me from your list", "take my number off", "delete my number"
  new RegExp(String.raw`\b(?:remove|take|delete)\s+${NUMBER}\s+(?:from|off)\b`),
  new RegExp(String.raw`\b(?:remove|delete)\s+my\s+(?:number|phone|cell)\b`),
  // "unsubscribe me", "opt me out", "I want to opt out"
  /\bunsubscribe\b/,
  /\bopt\s*-?\s*(?:me\s+)?out\b/,
  // Texts to a number that is not the customer's own.
  /\bwrong\s+(?:number|person)\b/,
  /\bleave\s+me\s+alone\b/,
];

/** The message folded for matching: lower case, one kind of apostrophe, words separated by single spaces. */
export function normalizeInbound(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .replace(/[^\p{L}\p{N}'\s-]+/gu, ' ')
    .replace(/(^|\s)['-]+|['-]+(?=\s|$)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function keywordIntent(normalized: string): InboundIntent | null {
  let words = normalized
    .replace(/-/g, ' ')
    .split(' ')
    .filter((word) => word && !FILLER.has(word));
  if (words.length === 0) return null;
  const phrase = words.join(' ');
  if (PHRASE_KEYWORDS[phrase]) return PHRASE_KEYWORDS[phrase];
  // "STOP STOP STOP": the same keyword repeated is the keyword.
  words = [...new Set(words)];
  if (words.length !== 1) return null;
  const [word] = words as [string];
  if ((OPT_OUT_KEYWORDS as readonly string[]).includes(word)) return 'opt_out';
  if ((OPT_IN_KEYWORDS as readonly string[]).includes(word)) return 'opt_in';
  if ((HELP_KEYWORDS as readonly string[]).includes(word)) return 'help';
  return null;
}

/** What the text asks for, or null for an ordinary message. An opt-out wins over anything else it says. */
export function inboundIntent(text: string): InboundIntent | null {
  const normalized = normalizeInbound(text);
  if (!normalized) return null;
  const keyword = keywordIntent(normalized);
  if (keyword === 'opt_out') return keyword;
  if (OPT_OUT_REQUESTS.some((pattern) => pattern.test(normalized))) return 'opt_out';
  return keyword;
}
