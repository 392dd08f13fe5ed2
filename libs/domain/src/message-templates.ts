/**
 * Message templates: the words of reminders and campaigns, with fields in braces that are
 * filled per recipient ("Hi {customer_first_name}, {pet_name} is due a groom at {salon}").
 * One set of fields, one parser, one filler and one SMS segment count for every screen and
 * job that writes texts from a template.
 */

/** The fields a template may name, each in braces. */
export const MESSAGE_TEMPLATE_FIELDS = ['customer_first_name', 'pet_name', 'date', 'time', 'salon', 'manage_link'] as const;
export type MessageTemplateField = (typeof MESSAGE_TEMPLATE_FIELDS)[number];
export type MessageTemplateValues = Partial<Record<MessageTemplateField, string | null>>;

/**
 * What a field with no value becomes unless the template says otherwise with `{name|words}`:
 * the customer's first name falls back to "there" ("Hi there"), the dog's to "your dog".
 */
export const MESSAGE_TEMPLATE_FALLBACKS: Record<MessageTemplateField, string> = {
  customer_first_name: 'there',
  pet_name: 'your dog',
  date: '',
  time: '',
  salon: '',
  manage_link: '',
};

/** `{name}` or `{name|fallback}`: the fallback is what a recipient without that value gets instead of the default one. */
const FIELD_PATTERN = /\{([^{}|\s]{1,40})(?:\|([^{}]{0,60}))?\}/g;

/** Every name in braces in `text`, in order of first use, known or not. */
export function templateFieldNames(text: string): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(FIELD_PATTERN)) {
    const name = match[1] as string;
    if (!names.includes(name)) names.push(name);
  }
  return names;
}

export function isTemplateField(name: string): name is MessageTemplateField {
  return (MESSAGE_TEMPLATE_FIELDS as readonly string[]).includes(name);
}

/** The names in braces that are not fields, in order of first use: what a template is refused for. */
export function unknownTemplateFields(text: string): string[] {
  return templateFieldNames(text).filter((name) => !isTemplateField(name));
}

/** The refusal of a template naming unknown fields, naming them: "Unknown field {dog}; use {customer_first_name}, …". */
export function unknownTemplateFieldsMessage(unknown: readonly string[]): string {
  const names = unknown.map((name) => `{${name}}`).join(', ');
  const allowed = MESSAGE_TEMPLATE_FIELDS.map((name) => `{${name}}`).join(', ');
  return `${unknown.length === 1 ? 'Unknown field' : 'Unknown fields'} ${names}; use ${allowed}`;
}

/**
 * The template filled in: each field by its value, a field without one by the template's own
 * fallback (`{pet_name|your pup}`) or the default one (and
 * a space left doubled by an empty field closed up). Unknown names are left as written; a
 * saved template never has any.
 */
export function fillTemplate(text: string, values: MessageTemplateValues): string {
  const filled = text.replace(FIELD_PATTERN, (whole, name: string, fallback: string | undefined) => {
    if (!isTemplateField(name)) return whole;
    const value = values[name]?.trim();
    return value ? value : (fallback?.trim() ?? MESSAGE_TEMPLATE_FALLBACKS[name]);
  });
  return filled.replace(/ {2,}/g, ' ').replace(/ +([.,!?])/g, '$1').trim();
}

// The GSM 03.38 alphabet: a text of these characters only is sent 7 bits a character.
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€\f';

export interface SmsSegments {
  /** `gsm` (7-bit, 160 characters in one message, 153 a segment when split) or `unicode` (70, 67). */
  encoding: 'gsm' | 'unicode';
  /** Characters as the network counts them (an extended GSM character counts two; a unicode one outside the BMP two). */
  units: number;
  segments: number;
}

/** How many SMS segments a text takes: what a carrier bills and what the template editors show. */
export function smsSegments(text: string): SmsSegments {
  let gsm = true;
  let gsmUnits = 0;
  for (const character of text) {
    if (GSM_BASIC.includes(character)) gsmUnits += 1;
    else if (GSM_EXTENDED.includes(character)) gsmUnits += 2;
    else {
      gsm = false;
      break;
    }
  }
  if (gsm) return { encoding: 'gsm', units: gsmUnits, segments: gsmUnits <= 160 ? (gsmUnits === 0 ? 0 : 1) : Math.ceil(gsmUnits / 153) };
  // UCS-2 counts UTF-16 code units: an emoji is two.
  const units = text.length;
  return { encoding: 'unicode', units, segments: units <= 70 ? 1 : Math.ceil(units / 67) };
}

/**
 * The longest a field's value is taken to be when a template's length is judged before it
 * is filled: a first name, a dog's name, "Tue, Mar 3", "12:30 PM", a salon's name, a link.
 */
export const MESSAGE_TEMPLATE_FIELD_WIDTHS: Record<MessageTemplateField, number> = {
  customer_first_name: 12,
  pet_name: 12,
  date: 11,
  time: 8,
  salon: 30,
  manage_link: 80,
};

/** The template as long as it will plausibly be once filled: each field at its width. What the segment limit is judged on. */
export function templateAtFullLength(text: string): string {
  return text.replace(FIELD_PATTERN, (whole, name: string, fallback: string | undefined) =>
    isTemplateField(name) ? 'x'.repeat(Math.max(MESSAGE_TEMPLATE_FIELD_WIDTHS[name], fallback?.trim().length ?? 0)) : whole,
  );
}
