// The GSM 03.38 default alphabet and its extension table: text made only of these goes as
// 7-bit characters (160 a segment); anything else makes the whole message UCS-2 (70 a segment).
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€\f';

/**
 * How many SMS segments a text is sent as (what the salon pays per recipient): one when it
 * fits 160 GSM characters (70 otherwise), else parts of 153 (67), an extension character
 * counting twice.
 */
export function smsSegments(text: string): number {
  if (text.length === 0) return 0;
  let units = 0;
  let gsm = true;
  for (const character of text) {
    if (GSM_BASIC.includes(character)) units += 1;
    else if (GSM_EXTENDED.includes(character)) units += 2;
    else {
      gsm = false;
      break;
    }
  }
  if (!gsm) {
    const length = [...text].length;
    return length <= 70 ? 1 : Math.ceil(length / 67);
  }
  return units <= 160 ? 1 : Math.ceil(units / 153);
}
