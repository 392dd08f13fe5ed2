import { smsSegments, templateAtFullLength, unknownTemplateFields, unknownTemplateFieldsMessage } from '@groombook/domain';
import { plainText } from './fields';

/** A template may take at most this many SMS segments once filled (fields judged at their usual width). */
export const MESSAGE_TEMPLATE_MAX_SEGMENTS = 2;

/**
 * A message template's text: plain text, required, only known fields (unknown ones refused
 * with their names) and, filled at its fields' usual widths, at most `maxSegments` SMS
 * segments. Reminders and campaign messages use it.
 */
export const messageTemplateSchema = (label: string, maxSegments = MESSAGE_TEMPLATE_MAX_SEGMENTS) =>
  plainText(label)
    .trim()
    .min(1, `${label} is required`)
    .max(1600, `${label} is too long`)
    .superRefine((text, context) => {
      const unknown = unknownTemplateFields(text);
      if (unknown.length > 0) {
        context.addIssue({ code: 'custom', message: unknownTemplateFieldsMessage(unknown) });
        return;
      }
      const { segments } = smsSegments(templateAtFullLength(text));
      if (segments > maxSegments) {
        context.addIssue({ code: 'custom', message: `${label} is too long: ${segments} SMS segments once filled in (at most ${maxSegments})` });
      }
    });
